import { matchRoutes, type RouteMatch, type RouteObject } from './route-matching';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed along (`navigate(to, { state })`). */
  state: unknown;
  /** The history entry's own key: scroll positions are kept under it. */
  key: string;
}

export type Navigation =
  { state: 'idle'; location?: undefined } | { state: 'loading'; location: Location };

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** 'loading' while the next page's chunk is on its way; the current page stays meanwhile. */
  navigation: Navigation;
  /** A number: scroll there; false: leave the scroll alone; null: the hash's element, or the top. */
  restoreScrollPosition: number | false | null;
  preventScrollReset: boolean;
  /** The route whose page could not be loaded, and why: its error screen shows. */
  loadError: { route: RouteObject; error: unknown } | null;
  /** Each `useBlocker`'s state, by its key. */
  blockers: Map<string, Blocker>;
}

/** React Router's blocker: what `useBlocker` returns. */
export type Blocker =
  | { state: 'unblocked'; reset: undefined; proceed: undefined; location: undefined }
  | { state: 'blocked'; reset: () => void; proceed: () => void; location: Location }
  | { state: 'proceeding'; reset: undefined; proceed: undefined; location: Location };

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** Asked before each navigation: true holds it until the blocker's proceed() or reset(). */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export const UNBLOCKED: Blocker = {
  state: 'unblocked',
  reset: undefined,
  proceed: undefined,
  location: undefined,
};

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll where it is (a filter changing the address of the page being read). */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Resolves once the page is shown (or the navigation was overtaken by another). */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /**
   * From now on saves each entry's scroll position in `positions` as it is left, and restores
   * it on a return (`restoreScrollPosition`); returns its switching off.
   */
  enableScrollRestoration(positions: Record<string, number>): () => void;
  /** Registers (or updates) the blocker `key`; its state is `state.blockers.get(key)`. */
  getBlocker(key: string, shouldBlock: BlockerFunction): Blocker;
  deleteBlocker(key: string): void;
}

export const createPath = ({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${pathname}${search}${hash}`;

/** Where `to` leads from `from`: absolute paths, `?query` and `#hash` alike. */
export function resolvePath(
  to: string,
  from: string,
): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, new URL(from, 'http://x'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

const inFlight = new WeakMap<RouteObject, Promise<void>>();

/**
 * Loads the chunks of the matched pages that are not loaded yet and puts each in its route, so
 * it renders at once from then on. Rejects with the route that failed (tried again next time).
 */
export async function loadRoutes(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return undefined;
      let loading = inFlight.get(route);
      if (!loading) {
        loading = lazy().then(
          (loaded) => {
            Object.assign(route, loaded, { lazy: undefined });
            inFlight.delete(route);
          },
          (error: unknown) => {
            inFlight.delete(route);
            throw new RouteLoadError(route, error);
          },
        );
        inFlight.set(route, loading);
      }
      return loading;
    }),
  );
}

export class RouteLoadError extends Error {
  constructor(
    readonly route: RouteObject,
    readonly reason: unknown,
  ) {
    super('A page could not be loaded', { cause: reason });
  }
}

export const needsLoading = (matches: RouteMatch[]) => matches.some((m) => m.route.lazy);

/** The matches for a path; the route table always ends in a catch-all, so there is one. */
export function matchesFor(routes: RouteObject[], pathname: string): RouteMatch[] {
  return matchRoutes(routes, pathname) ?? [];
}

/** A router that stays where it was made: the server's render of one address. */
export function createStaticRouter(routes: RouteObject[], url: string): Router {
  const { pathname, search, hash } = resolvePath(url, '/');
  const state: RouterState = {
    location: { pathname, search, hash, state: null, key: 'default' },
    matches: matchesFor(routes, pathname),
    navigation: { state: 'idle' },
    restoreScrollPosition: false,
    preventScrollReset: false,
    loadError: null,
    blockers: new Map(),
  };
  return {
    state,
    subscribe: () => () => {},
    navigate: () => Promise.reject(new Error('The server cannot navigate')),
    enableScrollRestoration: () => () => {},
    getBlocker: () => UNBLOCKED,
    deleteBlocker: () => {},
  };
}
