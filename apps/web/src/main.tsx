import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startBrowserApp } from './app/app-start';
import { AppProviders } from './app/providers';
import { loadMatchedPages, makeRouter } from './app/router';
import './styles/global.css';

// The app restores scroll positions itself (ScrollRestoration with app/layout/scroll-key.ts, which
// starts a reloaded document at the top). React Router says so only once it renders; the first
// paint is now the whole page, and the browser's own restore on reload would act before that.
window.history.scrollRestoration = 'manual';

const container = document.getElementById('root')!;
// Set by the server on the catalog pages it renders (decision 0024).
const renderedAt = Number(container.dataset.renderedAt) || undefined;
// Over a server-rendered page a visitor may scroll before the script runs: the router keeps
// that position. A reloaded document still starts at the top (scroll-key.ts): there the router
// resets what the browser restored, as on any page rendered here.
const navigation = performance.getEntriesByType('navigation')[0] as
  PerformanceNavigationTiming | undefined;
const keepScroll = renderedAt !== undefined && navigation?.type !== 'reload';

void loadMatchedPages(window.location.pathname).then(() => {
  const app = startBrowserApp(renderedAt);
  const ui = (
    <StrictMode>
      <AppProviders app={app}>
        <RouterProvider router={makeRouter(keepScroll)} />
      </AppProviders>
    </StrictMode>
  );
  // A transition renders (or hydrates) in slices that yield to the browser between them, so
  // start-up never blocks the main thread for long on a slow phone (decision 0022).
  startTransition(() => {
    if (renderedAt === undefined) createRoot(container).render(ui);
    else hydrateRoot(container, ui, { onRecoverableError: reportHydrationMismatch });
  });
});

/** React recovers by rendering afresh; say so, since it means server and client disagree. */
function reportHydrationMismatch(error: unknown) {
  console.warn('ninetonine: the server-rendered page was rendered again in the browser', error);
}
