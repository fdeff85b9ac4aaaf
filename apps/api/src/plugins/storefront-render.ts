import type { StorefrontPagePlan, StorefrontServerBuild } from '@ninetonine/contract';
import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The storefront's server build (decisions 0024, 0043): `dist-ssr/entry-server.js` beside the
 * built storefront, loaded on first use. It says which pages it renders and what each starts
 * with (`planStorefrontPage`), and renders them. Absent, or failing to load (logged): no page
 * is planned, every address gets index.html as built and the browser renders it. A page that
 * fails to render goes out with its data only, and the failure is logged.
 */
export function createStorefrontBuild(distDir: string, log: FastifyBaseLogger) {
  const entry = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  let loaded: Promise<Partial<StorefrontServerBuild> | undefined> | undefined;
  const load = () =>
    (loaded ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (build: Partial<StorefrontServerBuild>) => build,
          (error: unknown) => {
            log.error(
              { err: error },
              'storefront server build did not load: pages render in the browser',
            );
            return undefined;
          },
        )
      : Promise.resolve(undefined));

  return {
    /** The web's plan for this address, or undefined: index.html as built. */
    async planFor(url: string): Promise<StorefrontPagePlan | undefined> {
      const plan = (await load())?.planStorefrontPage;
      if (!plan) return undefined;
      try {
        return plan(url);
      } catch (error) {
        log.warn({ err: error, url }, 'storefront page plan failed: the browser renders the page');
        return undefined;
      }
    },

    /** The page's HTML inside #root, or undefined when the browser is to render it. */
    async render(
      url: string,
      pageData: Record<string, unknown>,
      renderedAt: number,
    ): Promise<string | undefined> {
      const render = (await load())?.renderStorefrontPage;
      if (!render) return undefined;
      return render({
        url: new URL(url, 'http://storefront.invalid').href,
        pageData,
        renderedAt,
      }).catch((error: unknown) => {
        log.warn({ err: error, url }, 'storefront page did not render on the server');
        return undefined;
      });
    },
  };
}
