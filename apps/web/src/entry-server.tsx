import type { RenderStorefrontPage } from '@ninetonine/contract/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, RouterProvider } from '@/lib/router';
import { startServerApp } from './app/app-start';
import { AppProviders } from './app/providers';
import { loadMatchedPages, routes } from './app/router';

/** Which pages are rendered here and what each starts with: the API runs these (decision 0043). */
export { planStorefrontPage } from './app/page-plans';

/**
 * The catalog pages' HTML, rendered on the server (decision 0024): the same components, routes
 * and first answers as the browser's first render, which then hydrates it. Built by
 * `vite build --ssr` into dist-ssr/ and loaded by the API (plugins/storefront-page.ts).
 */
export const renderStorefrontPage: RenderStorefrontPage = async ({ url, pageData, renderedAt }) => {
  const router = createStaticRouter(routes, url);
  // A page whose chunk would not load is left to the browser, as every page not rendered here.
  if (!(await loadMatchedPages(router.state.location.pathname))) return undefined;
  const app = startServerApp(url, new Map(Object.entries(pageData)), renderedAt);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders app={app}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    // Its queries' garbage-collection timers would keep every render's cache for 10 minutes.
    app.queryClient.clear();
  }
};
