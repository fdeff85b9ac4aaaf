import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { startBrowserApp } from './app/app-start';
import { reportClientError, watchClientErrors } from './app/client-error-reports';
import { claimHistoryEntry } from './app/layout/history-entry';
import { AppProviders } from './app/providers';
import { loadMatchedPages, makeRouter } from './app/router';
import { moveLinkTokenToFragment } from './features/auth/link-token';
import { whenIdle, yieldToMain } from './lib/main-thread';
import './styles/global.css';
import './styles/layout.css';

// First of all: an old mailed link's ?token= goes where no request or log carries it.
moveLinkTokenToFragment(window);
// Then errors nothing catches reach the API's log (decision 0057).
watchClientErrors(window);

const container = document.getElementById('root')!;
// Set by the server on the catalog pages it renders (decision 0024).
const renderedAt = Number(container.dataset.renderedAt) || undefined;
const navigation = performance.getEntriesByType('navigation')[0] as
  PerformanceNavigationTiming | undefined;
const entry = claimHistoryEntry({
  navigationType: navigation?.type,
  history: window.history,
  // Read through a function: touching sessionStorage throws where the browser refuses it.
  storage: { getItem: (key) => window.sessionStorage.getItem(key) },
});
// Over a server-rendered page a visitor may scroll before the script runs: the router keeps
// that position, unless it has one saved to restore (back/forward). A reloaded document still
// starts at the top: there the router resets what the browser restored, as on any other page.
const keepScroll =
  renderedAt !== undefined && navigation?.type !== 'reload' && entry.savedPosition === undefined;
// Where the router will place the page (a saved position, or the top after a reload), the
// browser's own restore would fight it, landing on its own guess a moment later: switched off
// now. Elsewhere it stays on until the router takes over (it says so when it renders, and gives
// it back on pagehide), so an entry left before that keeps the browser's restore.
if (entry.savedPosition !== undefined || navigation?.type === 'reload') {
  window.history.scrollRestoration = 'manual';
}

// Once the page is idle after its load: the worker's precache never competes with the first
// load, and its code is not in the first bundle (decision 0097).
whenIdle(() => {
  void import('./features/pwa/service-worker-registration').then((pwa) =>
    pwa.registerServiceWorker(),
  );
});

void loadMatchedPages(window.location.pathname).then(async () => {
  // Each step a task of its own on a slow phone: the page's module, the app's state, the render.
  await yieldToMain();
  const app = startBrowserApp(renderedAt);
  await yieldToMain();
  const ui = (
    <StrictMode>
      <AppProviders app={app}>
        <RouterProvider router={makeRouter(keepScroll)} pendingElement={<BurgerLoader />} />
      </AppProviders>
    </StrictMode>
  );
  // A transition renders (or hydrates) in slices that yield to the browser between them, so
  // start-up never blocks the main thread for long on a slow phone (decision 0022).
  startTransition(() => {
    if (renderedAt === undefined) createRoot(container, { onCaughtError }).render(ui);
    else hydrateRoot(container, ui, { onRecoverableError: reportHydrationMismatch, onCaughtError });
  });
});

/**
 * A page that failed to render and shows its error screen (a route's error boundary): logged as
 * React does by default, and reported. Errors no boundary catches reach window's error event.
 */
function onCaughtError(error: unknown, info: { componentStack?: string }) {
  console.error(error, info.componentStack);
  reportClientError('render', error);
}

/** React recovers by rendering afresh; say so, since it means server and client disagree. */
function reportHydrationMismatch(error: unknown) {
  console.warn('ninetonine: the server-rendered page was rendered again in the browser', error);
}
