import { createBrowserRouter, loadRoutes, matchRoutes, type RouteObject } from '@/lib/router';
import { ErrorScreen } from '@/components/error-screen';
import { RootLayout } from './layout/root-layout';
import { registerRouter } from './navigation';
import { PrivateRoute } from './private-route';

type PageModule = { default: React.ComponentType };
/** Every page is its own chunk, loaded on first visit (docs/storefront-contract.md#routes). */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    // The staff side: its own layout and chunks, none of it in the storefront's first load.
    path: 'admin',
    lazy: page(() => import('./routes/admin/admin-layout')),
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: page(() => import('./routes/admin/admin-home-page')) },
          { path: 'orders', lazy: page(() => import('./routes/admin/orders-page')) },
          { path: 'orders/:id', lazy: page(() => import('./routes/admin/staff-order-page')) },
          {
            path: 'categories',
            lazy: page(() => import('./routes/admin/categories-page')),
          },
          { path: 'offers', lazy: page(() => import('./routes/admin/offers-page')) },
          { path: 'settings', lazy: page(() => import('./routes/admin/settings-page')) },
          {
            path: 'delivery-areas',
            lazy: page(() => import('./routes/admin/delivery-areas-page')),
          },
          { path: 'messages', lazy: page(() => import('./routes/admin/messages-page')) },
          { path: 'users', lazy: page(() => import('./routes/admin/users-page')) },
          { path: 'customers', lazy: page(() => import('./routes/admin/customers-page')) },
          { path: 'audit', lazy: page(() => import('./routes/admin/audit-page')) },
          { path: 'menu', lazy: page(() => import('./routes/admin/menu-page')) },
          { path: 'menu/new', lazy: page(() => import('./routes/admin/menu-food-page')) },
          { path: 'menu/:id', lazy: page(() => import('./routes/admin/menu-food-page')) },
          { path: 'tables', lazy: page(() => import('./routes/admin/tables-page')) },
          {
            path: 'tables/cards',
            lazy: page(() => import('./routes/admin/table-cards-page')),
          },
        ],
      },
    ],
  },
  {
    // A table's QR code (decision 0094): guests order without an account, so none of the
    // storefront's cart, checkout or account header; the page is its own layout.
    path: 'table/:token',
    lazy: page(() => import('./routes/table/table-page')),
    errorElement: <ErrorScreen />,
  },
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: page(() => import('./routes/catalog/home-page')) },
          { path: 'signin', lazy: page(() => import('./routes/auth/sign-in-page')) },
          { path: 'signup', lazy: page(() => import('./routes/auth/sign-up-page')) },
          {
            path: 'forgot-password',
            lazy: page(() => import('./routes/auth/forgot-password-page')),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('./routes/auth/reset-password-page')),
          },
          { path: 'verify-email', lazy: page(() => import('./routes/auth/verify-email-page')) },
          { path: 'invitation', lazy: page(() => import('./routes/auth/invitation-page')) },
          { path: 'menu', lazy: page(() => import('./routes/catalog/menu-page')) },
          { path: 'menu/:id', lazy: page(() => import('./routes/catalog/food-details-page')) },
          {
            path: 'category/:categoryId',
            lazy: page(() => import('./routes/catalog/category-page')),
          },
          { path: 'cart', lazy: page(() => import('./routes/cart/cart-page')) },
          { path: 'checkout', lazy: page(() => import('./routes/checkout/checkout-page')) },
          {
            path: 'order-confirmation',
            lazy: page(() => import('./routes/checkout/order-confirmation-page')),
          },
          { path: 'help', lazy: page(() => import('./routes/site/help-page')) },
          { path: 'terms-and-conditions', lazy: page(() => import('./routes/site/terms-page')) },
          { path: 'contact-us', lazy: page(() => import('./routes/site/contact-page')) },
          {
            path: 'privacy-policy',
            lazy: page(() => import('./routes/site/privacy-policy-page')),
          },
          { path: 'refund-policy', lazy: page(() => import('./routes/site/refund-policy-page')) },
          { path: 'about', lazy: page(() => import('./routes/site/about-page')) },
          { path: 'offers', lazy: page(() => import('./routes/site/offers-page')) },
          { path: 'search', lazy: page(() => import('./routes/catalog/search-page')) },
          {
            // Signed-in pages: signed-out visitors go to /signin and come back.
            element: <PrivateRoute />,
            children: [
              { path: 'accounts', lazy: page(() => import('./routes/auth/account-page')) },
              { path: 'invoice', lazy: page(() => import('./routes/checkout/invoice-page')) },
              // The rider's phone page (decision 0083); the page itself checks the role.
              { path: 'rider', lazy: page(() => import('./routes/rider/rider-page')) },
              {
                path: 'change-password',
                lazy: page(() => import('./routes/auth/change-password-page')),
              },
            ],
          },
          {
            path: 'nine-specials',
            lazy: page(() => import('./routes/catalog/nine-specials-page')),
          },
          { path: '*', lazy: page(() => import('./routes/not-found-page')) },
        ],
      },
    ],
  },
];

/**
 * The browser's router. `keepScroll`: a server-rendered page, already shown, whose visitor may
 * have scrolled before the app started: it leaves the scroll position alone at start instead of
 * moving them back to the top.
 */
export const makeRouter = (keepScroll = false) =>
  registerRouter(createBrowserRouter(routes, { keepScroll }));

/**
 * Loads the chunks of the pages that match this address (the HTML preloads them) and puts them
 * in their routes, so the router's first render is the page itself rather than the loader and
 * then the page (decision 0022), and matches the server's HTML when it hydrates (0024). False
 * when one would not load: the browser's router tries it again and shows its error screen.
 */
export function loadMatchedPages(pathname: string): Promise<boolean> {
  return loadRoutes(matchRoutes(routes, pathname) ?? []).then(
    () => true,
    () => false,
  );
}
