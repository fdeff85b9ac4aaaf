import type { RenderStorefrontPage, StorefrontServerBuild } from '@ninetonine/contract';
import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The storefront's server renderer (decision 0024): `dist-ssr/entry-server.js` beside the
 * built storefront, loaded on first use. Absent (a build without it, or tests with a stand-in
 * storefront): pages go out with their data only, as before. A page that fails to render goes
 * out the same way, and the failure is logged: the browser renders it instead.
 */
export function createStorefrontRenderer(distDir: string, log: FastifyBaseLogger) {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  let loaded: Promise<RenderStorefrontPage | undefined> | undefined;
  const load = () =>
    (loaded ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (build: StorefrontServerBuild) => build.renderStorefrontPage,
          (error: unknown) => {
            log.error(
              { err: error },
              'storefront server build did not load: pages render in the browser',
            );
            return undefined;
          },
        )
      : Promise.resolve(undefined));

  /** The page's HTML inside #root, or undefined when the browser is to render it. */
  return async function renderPage(
    url: string,
    pageData: Record<string, unknown>,
    renderedAt: number,
  ): Promise<string | undefined> {
    const render = await load();
    if (!render) return undefined;
    return render({
      url: new URL(url, 'http://storefront.invalid').href,
      pageData,
      renderedAt,
    }).catch((error: unknown) => {
      log.warn({ err: error, url }, 'storefront page did not render on the server');
      return undefined;
    });
  };
}
