import type { QueryClient } from '@tanstack/react-query';
import type { SavedState } from '@/lib/saved-state';
import { readPageData, type PageData } from '@/lib/page-data';
import { makeQueryClient } from '@/lib/query-client';
import { persistQueries, restoreQueries } from '@/lib/query-persistence';
import { seedPlannedQueries } from './page-plans';
import { CATALOG_PERSISTENCE } from './query-cache-start';
import {
  keepAuthAndCart,
  keepDeliveryChoice,
  keepCheckoutDraft,
  makeStore,
  type AppStore,
  type RootState,
} from './store';

/** What one running app holds: made once, before the first render. */
export interface AppInstance {
  store: AppStore;
  queryClient: QueryClient;
  /** Only in the browser: the saved auth and cart. */
  savedState?: SavedState;
  /** The state the server rendered with: what the hydrating render must read (react-redux). */
  serverState?: RootState;
  /** When the server rendered this page's HTML (decision 0024). */
  renderedAt?: number;
  /** Runs once the first render is on screen; returns its undoing. */
  afterFirstRender?: () => () => void;
}

/**
 * The browser's app. A page rendered here from scratch starts with the saved cart and session
 * and shows the catalog kept from the last visit before its first render (decision 0022). A page
 * whose HTML the server rendered (`renderedAt`) must first render exactly that HTML: the
 * server's state (no saved cart or user, only the page's own answers); the saved state and the
 * kept catalog arrive right after, as ordinary updates.
 */
export function startBrowserApp(renderedAt: number | undefined): AppInstance {
  const queryClient = makeQueryClient();
  const hydrating = renderedAt !== undefined;
  const keepCatalog = () => {
    restoreQueries(queryClient, CATALOG_PERSISTENCE);
    return persistQueries(queryClient, CATALOG_PERSISTENCE);
  };
  if (!hydrating) keepCatalog();
  seedPlannedQueries(queryClient, window.location.href, readPageData());
  const store = makeStore({ queryClient });
  const serverState = hydrating ? store.getState() : undefined;
  // Read at once from localStorage; a hydrating page still renders serverState first.
  const savedState = keepAuthAndCart(store);
  const savedDelivery = keepDeliveryChoice(store);
  const checkoutDraft = keepCheckoutDraft(store);
  // A cart (or a note) changed just before the visitor leaves is written before the page goes.
  window.addEventListener('pagehide', () => {
    savedState.flush();
    savedDelivery.flush();
    checkoutDraft.flush();
  });
  return {
    store,
    queryClient,
    savedState,
    serverState,
    renderedAt,
    afterFirstRender: hydrating ? keepCatalog : undefined,
  };
}

/** The server's app for one page: nothing saved, only the page's own answers. */
export function startServerApp(url: string, pageData: PageData, renderedAt: number): AppInstance {
  const queryClient = makeQueryClient();
  seedPlannedQueries(queryClient, url, pageData);
  return {
    store: makeStore({ queryClient }),
    queryClient,
    renderedAt,
  };
}
