import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { makeRouter } from './app/router';
import './styles/global.css';

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
