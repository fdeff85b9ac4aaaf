import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { loadMatchedPages, makeRouter } from './app/router';
import './styles/global.css';

// The app restores scroll positions itself (ScrollRestoration with app/layout/scroll-key.ts, which
// starts a reloaded document at the top). React Router says so only once it renders; the first
// paint is now the whole page, and the browser's own restore on reload would act before that.
window.history.scrollRestoration = 'manual';

void loadMatchedPages(window.location.pathname).then(() => {
  const router = makeRouter();
  // A transition renders the first page in slices that yield to the browser between them, so
  // start-up never blocks the main thread for long on a slow phone (decision 0022).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
