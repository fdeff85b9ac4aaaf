import {
  Component,
  createContext,
  useCallback,
  useContext,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { Params, RouteMatch } from './route-matching';
import {
  UNBLOCKED,
  type Blocker,
  type BlockerFunction,
  type Location,
  type Navigation,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router-state';

/**
 * The router, its whole state, and the two parts of it most components read, each in its own
 * context so a component follows only what it reads: links re-render when the address changes,
 * not when a navigation starts and ends.
 */
const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const LocationContext = createContext<Location | null>(null);
const NavigationContext = createContext<Navigation | null>(null);

function need<T>(value: T | null): T {
  if (value === null) throw new Error('Router hooks need a <RouterProvider>');
  return value;
}

export const useRouter = () => need(useContext(RouterContext));
export const useRouterState = () => need(useContext(StateContext));
export const useLocation = () => need(useContext(LocationContext));
export const useNavigation = () => need(useContext(NavigationContext));

interface RouteLevel {
  /** What `<Outlet />` shows here: the next matched route down. */
  outlet: ReactNode;
  params: Params;
}
const RouteContext = createContext<RouteLevel>({ outlet: null, params: {} });

/** Catches a render error below a route that has an error screen; a new address clears it. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; locationKey: string; children: ReactNode },
  { error: unknown; locationKey: string }
> {
  override state = { error: null as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: { error: unknown; locationKey: string },
  ) {
    return props.locationKey === state.locationKey
      ? null
      : { error: null, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('ninetonine: a page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

/** The matched routes as nested elements, innermost first, each the outlet of the one above. */
function renderMatches(state: RouterState, pending: ReactNode): ReactNode {
  const { matches, location, loadError } = state;
  return matches.reduceRight<ReactNode>((outlet, { route, params }: RouteMatch) => {
    let element: ReactNode;
    if (loadError?.route === route) element = <Thrower error={loadError.error} />;
    else if (route.element !== undefined) element = route.element;
    else if (route.Component) element = <route.Component />;
    else if (route.lazy) element = pending;
    else element = <Outlet />;
    const level = <RouteContext value={{ outlet, params }}>{element}</RouteContext>;
    return route.errorElement === undefined ? (
      level
    ) : (
      <RouteErrorBoundary fallback={route.errorElement} locationKey={location.key}>
        {level}
      </RouteErrorBoundary>
    );
  }, null);
}

/**
 * Shows the router's pages, and follows it as it moves. Each move renders as a transition, as
 * React Router does it: a big page renders in slices that let a tap through meanwhile.
 */
export function RouterProvider({
  router,
  pendingElement = null,
}: {
  router: Router;
  /** Shown in place of a page whose chunk is still loading at start (it failed to load before). */
  pendingElement?: ReactNode;
}) {
  const [state, setState] = useState(router.state);
  // What the first render showed: the subscription below starts after it.
  const first = useRef(router.state);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(router.state));
    const unsubscribe = router.subscribe(follow);
    // A change between the first render and now (a start-up chunk that failed, a back press
    // while a slow phone hydrated) is not missed.
    if (router.state !== first.current) follow();
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <LocationContext value={state.location}>
          <NavigationContext value={state.navigation}>
            {renderMatches(state, pendingElement)}
          </NavigationContext>
        </LocationContext>
      </StateContext>
    </RouterContext>
  );
}

/** Where a layout shows the page inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export const useParams = (): Params => useContext(RouteContext).params;

export function useNavigate() {
  const router = useRouter();
  return useCallback(
    (to: string, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  );
}

type SearchParamsInit = URLSearchParams | Record<string, string>;

/** The address's query, and a setter that navigates to the same page with another one. */
export function useSearchParams() {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const { pathname, search: now } = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(now)) : next;
      const query = new URLSearchParams(value).toString();
      return router.navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams] as const;
}

/**
 * React Router's `useBlocker`: while `shouldBlock` says so, a navigation (a link, navigate(),
 * back or forward) waits, and the blocker returned is 'blocked' until its proceed() or reset().
 * A function is asked at each navigation, with the current and the next location.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const router = useRouter();
  const { blockers } = useRouterState();
  const key = useId();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    router.getBlocker(key, (args) =>
      typeof latest.current === 'function' ? latest.current(args) : latest.current,
    );
    return () => router.deleteBlocker(key);
  }, [router, key]);
  return blockers.get(key) ?? UNBLOCKED;
}
