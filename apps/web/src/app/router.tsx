import { createBrowserRouter, type RouteObject } from 'react-router';
import { authPages } from '@/features/auth';
import { cartPages } from '@/features/cart';
import { catalogPages } from '@/features/catalog';
import { checkoutPages } from '@/features/checkout';
import { sitePages } from '@/features/site';
import { BurgerLoader } from '@/components/burger-loader';
import { ErrorScreen } from '@/components/error-screen';
import { RootLayout } from './layout/root-layout';
import { registerRouter } from './navigation';
import { PrivateRoute } from './private-route';

type PageModule = { default: React.ComponentType };
/** Every page is its own chunk, loaded on first visit (spec §2). */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <BurgerLoader />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: page(catalogPages.home) },
          { path: 'signin', lazy: page(authPages.signIn) },
          { path: 'signup', lazy: page(authPages.signUp) },
          { path: 'menu', lazy: page(catalogPages.menu) },
          { path: 'menu/:id', lazy: page(catalogPages.foodDetails) },
          { path: 'category/:categoryId', lazy: page(catalogPages.category) },
          { path: 'cart', lazy: page(cartPages.cart) },
          { path: 'checkout', lazy: page(checkoutPages.checkout) },
          { path: 'order-confirmation', lazy: page(checkoutPages.orderConfirmation) },
          { path: 'help', lazy: page(sitePages.help) },
          { path: 'terms-and-conditions', lazy: page(sitePages.terms) },
          { path: 'contact-us', lazy: page(sitePages.contact) },
          { path: 'about', lazy: page(sitePages.about) },
          { path: 'offers', lazy: page(sitePages.offers) },
          { path: 'search', lazy: page(catalogPages.search) },
          {
            // Signed-in pages: signed-out visitors go to /signin and come back.
            element: <PrivateRoute />,
            children: [
              { path: 'accounts', lazy: page(authPages.account) },
              { path: 'change-password', lazy: page(authPages.changePassword) },
            ],
          },
          { path: 'nine-specials', lazy: page(catalogPages.nineSpecials) },
          { path: '*', lazy: page(() => import('@/components/not-found-page')) },
        ],
      },
    ],
  },
];

export const makeRouter = () => registerRouter(createBrowserRouter(routes));
