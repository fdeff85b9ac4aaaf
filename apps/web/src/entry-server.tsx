import type { RenderStorefrontPage } from '@ninetonine/contract/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { startServerApp } from './app/app-start';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

/**
 * The catalog pages' HTML, rendered on the server (decision 0024): the same components, routes
 * and first answers as the browser's first render, which then hydrates it. Built by
 * `vite build --ssr` into dist-ssr/ and loaded by the API (plugins/storefront-page.ts).
 */
const handler = createStaticHandler(routes);

export const renderStorefrontPage: RenderStorefrontPage = async ({ url, pageData, renderedAt }) => {
  const context = await handler.query(new Request(url));
  // A redirect or an error page is left to the browser, as for every page not rendered here.
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = startServerApp(new Map(Object.entries(pageData)), renderedAt);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders app={app}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    // Its queries' garbage-collection timers would keep every render's cache for 10 minutes.
    app.queryClient.clear();
  }
};
