import type { RouteObject } from './route-matching';
import {
  createPath,
  loadRoutes,
  matchesFor,
  needsLoading,
  newKey,
  resolvePath,
  RouteLoadError,
  UNBLOCKED,
  type Blocker,
  type BlockerFunction,
  type HistoryAction,
  type Location,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router-state';

/** The parts of `window` the router uses (a test passes its own). */
export interface BrowserWindow {
  location: { pathname: string; search: string; hash: string };
  history: {
    readonly state: unknown;
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
    /** Without it, a blocker cannot hold back/forward (only links and navigate()). */
    go?(delta: number): void;
  };
  scrollY: number;
  addEventListener(type: 'popstate', listener: () => void): void;
}

export interface BrowserRouterOptions {
  /**
   * The page was rendered by the server and may have been scrolled before the app started:
   * leave the scroll alone at start (unless a position saved for this entry is restored).
   */
  keepScroll?: boolean;
  window?: BrowserWindow;
}

/**
 * React Router's history state: what the navigation passed (`usr`), the entry's key, and its
 * index in this tab's history (`idx`: how far a back or forward went, to undo it for a blocker).
 */
interface EntryState {
  usr?: unknown;
  key?: unknown;
  idx?: unknown;
}

function indexOf(win: BrowserWindow): number | null {
  const idx = (win.history.state as EntryState | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

function locationOf(win: BrowserWindow): Location {
  const entry = (win.history.state ?? {}) as EntryState;
  return {
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    state: entry.usr ?? null,
    key: typeof entry.key === 'string' ? entry.key : 'default',
  };
}

/**
 * The storefront's router (decision 0030): the address in the history API, the matched routes,
 * and each page's chunk loaded before its first render, the current page staying meanwhile.
 */
export function createBrowserRouter(
  routes: RouteObject[],
  options: BrowserRouterOptions = {},
): Router {
  const win = options.window ?? window;
  const listeners = new Set<() => void>();
  let positions: Record<string, number> | null = null;
  let latest = 0;
  const initial = locationOf(win);
  let state: RouterState = {
    location: initial,
    matches: matchesFor(routes, initial.pathname),
    navigation: { state: 'idle' },
    restoreScrollPosition: options.keepScroll ? false : null,
    preventScrollReset: false,
    loadError: null,
    blockers: new Map(),
  };
  if (indexOf(win) === null) {
    const entry = (win.history.state ?? {}) as EntryState;
    win.history.replaceState({ ...entry, idx: 0 }, '', createPath(initial));
  }
  let index = indexOf(win) ?? 0;
  const blockerFunctions = new Map<string, BlockerFunction>();

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  /** Shows `location` once its pages are loaded, unless another navigation overtook it. */
  async function arrive(location: Location, preventScrollReset: boolean, commit?: () => void) {
    const id = ++latest;
    // The page being left keeps its place, for a return to it by back or forward: taken now,
    // before a loader shown meanwhile shortens the page and the browser pulls the scroll up.
    if (positions) positions[state.location.key] = win.scrollY;
    const matches = matchesFor(routes, location.pathname);
    let loadError: RouterState['loadError'] = null;
    if (needsLoading(matches)) {
      update({ navigation: { state: 'loading', location } });
      try {
        await loadRoutes(matches);
      } catch (error) {
        if (!(error instanceof RouteLoadError)) throw error;
        loadError = { route: error.route, error: error.reason };
      }
      if (id !== latest) return;
    }
    commit?.();
    update({
      location,
      matches,
      navigation: { state: 'idle' },
      restoreScrollPosition: positions?.[location.key] ?? null,
      preventScrollReset,
      loadError,
      blockers: new Map(
        [...state.blockers].map(([key, b]) => [key, b.state === 'proceeding' ? UNBLOCKED : b]),
      ),
    });
  }

  const setBlocker = (key: string, blocker: Blocker) => {
    if (!blockerFunctions.has(key)) return;
    update({ blockers: new Map(state.blockers).set(key, blocker) });
  };

  /** The first blocker that holds this navigation back, if one does. */
  function blockingKey(nextLocation: Location, historyAction: HistoryAction): string | null {
    const currentLocation = state.location;
    for (const [key, shouldBlock] of blockerFunctions) {
      if (shouldBlock({ currentLocation, nextLocation, historyAction })) return key;
    }
    return null;
  }

  /** Holds a navigation until the blocker's proceed() (which `go`es on) or reset(). */
  function hold(key: string, location: Location, go: () => void, onReset = () => {}) {
    setBlocker(key, {
      state: 'blocked',
      location,
      reset: () => {
        setBlocker(key, UNBLOCKED);
        onReset();
      },
      proceed: () => {
        setBlocker(key, { state: 'proceeding', location, reset: undefined, proceed: undefined });
        go();
      },
    });
  }

  // A back/forward a blocker holds is undone at once (the browser has already moved), and
  // done again if the blocker proceeds; neither of those two moves is asked about again.
  let undoing = false;
  let proceeding = false;
  win.addEventListener('popstate', () => {
    if (undoing) {
      undoing = false;
      return;
    }
    const next = locationOf(win);
    const nextIndex = indexOf(win);
    const delta = nextIndex === null ? 0 : index - nextIndex;
    const go = win.history.go?.bind(win.history);
    const key = !proceeding && delta !== 0 && go ? blockingKey(next, 'POP') : null;
    proceeding = false;
    if (key && go) {
      undoing = true;
      go(delta);
      hold(key, next, () => {
        proceeding = true;
        go(-delta);
      });
      return;
    }
    if (nextIndex !== null) index = nextIndex;
    void arrive(next, false);
  });

  // The start page's chunk, when the app could not load it before starting (a flaky network):
  // tried again now, its error screen shown if it fails again, as for any navigation.
  if (needsLoading(state.matches)) {
    const id = ++latest;
    void loadRoutes(state.matches).then(
      () => id === latest && update({ matches: [...state.matches] }),
      (error: unknown) => {
        if (id !== latest || !(error instanceof RouteLoadError)) return;
        update({ loadError: { route: error.route, error: error.reason } });
      },
    );
  }

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(
      to,
      { replace, state: usr = null, preventScrollReset = false }: NavigateOptions = {},
    ) {
      const target = resolvePath(to, createPath(state.navigation.location ?? state.location));
      const location: Location = { ...target, state: usr, key: newKey() };
      const href = createPath(target);
      // A link to the address already shown replaces its entry rather than adding a twin.
      const replacing = replace ?? href === createPath(state.location);
      const go = () =>
        arrive(location, preventScrollReset, () => {
          if (!replacing) index++;
          const entry = { usr, key: location.key, idx: index };
          if (replacing) win.history.replaceState(entry, '', href);
          else win.history.pushState(entry, '', href);
        });
      const key = blockingKey(location, replacing ? 'REPLACE' : 'PUSH');
      if (!key) return go();
      return new Promise<void>((resolve) =>
        hold(key, location, () => void go().then(resolve), resolve),
      );
    },
    enableScrollRestoration(saved) {
      positions = saved;
      return () => {
        positions = null;
      };
    },
    getBlocker(key, shouldBlock) {
      blockerFunctions.set(key, shouldBlock);
      // Registered during a render: noted without telling the listeners, as React Router does.
      if (!state.blockers.has(key)) state.blockers.set(key, UNBLOCKED);
      return state.blockers.get(key) ?? UNBLOCKED;
    },
    deleteBlocker(key) {
      blockerFunctions.delete(key);
      const blockers = new Map(state.blockers);
      blockers.delete(key);
      update({ blockers });
    },
  };
}
