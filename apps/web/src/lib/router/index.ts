/**
 * The storefront's router (decision 0030): React Router's API, the parts our pages use, in a few
 * kilobytes. Pages and features import from here, never from a router package.
 */
export { createBrowserRouter } from './browser-router';
export { FocusOnNavigation } from './focus-on-navigation';
export { Link, Navigate, NavLink } from './links';
export { matchRoutes, type Params, type RouteObject } from './route-matching';
export { createStaticRouter, loadRoutes, newKey, type Router } from './router-state';
export {
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from './router-view';
export { ScrollRestoration } from './scroll-restoration';
