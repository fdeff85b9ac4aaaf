import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ifNoneMatch } from '../conditional-request';
import { pickEncoding } from '../content-encoding';
import { createStorefrontPages } from './storefront-page';

/**
 * What the build holds and no one is sent: source maps and Vite's manifest (they stay on disk
 * for us), and the `.br`/`.gz` copies (sent in place of their file, never asked for by name).
 */
const NEVER_SERVED = ['**/*.map', '**/*.br', '**/*.gz', '.vite/**'];
/** The local identity provider's account chooser: its page and its own script and styles. */
const EMULATOR_FILES = ['auth/emulator-google.html', 'assets/emulator-google[-.]*'];

/**
 * Serves the built storefront: hashed assets cached forever, index.html revalidated every time
 * (strong ETag, 304 when unchanged), and index.html for any other GET that is not an API call
 * (client-side routes), with the catalog pages' first answers inside (storefront-page.ts).
 * Never served: source maps and Vite's manifest (they stay on disk for us, not for the public),
 * and the emulator's account chooser unless the auth emulator is in use.
 */
export default fp(
  async function staticWeb(
    app: FastifyInstance,
    opts: { distDir: string; serveEmulatorPages: boolean },
  ) {
    const indexFile = path.join(opts.distDir, 'index.html');
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // The build wrote x.br and x.gz beside each text file (apps/web/precompress-build.mjs):
        // sent as they are, so no request compresses a script again.
        preCompressed: true,
        // With `wildcard: false` only the files found get a route (a GET and a HEAD each), so
        // what is left out here is never served. The maps and compressed copies were two thirds
        // of ~480 files: ~0.2 s of CPU and ~10 MB at every start (decision 0108).
        globIgnore: [...NEVER_SERVED, ...(opts.serveEmulatorPages ? [] : EMULATOR_FILES)],
        setHeaders(res, filePath) {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    const pageFor = hasWeb ? createStorefrontPages(app, opts.distDir) : undefined;
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = request.url.startsWith('/api/');
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
      if (pageFor && wantsPage && !path.extname(request.url.split('?')[0] ?? '')) {
        const page = await pageFor(request.url);
        // Vary on the 304 too (RFC 9110 15.4.5): it stands for the page a 200 would send.
        reply
          .header('cache-control', 'no-cache')
          .header('etag', page.etag)
          .header('vary', 'accept-encoding');
        // A 304 stands for a 200 only: a not-found page is sent whole, with its status.
        if (page.status === 200 && ifNoneMatch(request.headers['if-none-match'], page.etag)) {
          return reply.status(304).send();
        }
        reply.status(page.status);
        // Compressed here: the compression plugin hooks routes, and this handler is none. A
        // phone on a slow network reads the whole page before it finds the picture to load.
        reply.type('text/html; charset=utf-8');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(page.body);
        return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
      }
      return reply
        .status(404)
        .send({ message: isApi ? 'Route not found' : 'Not found', code: 'NOT_FOUND' });
    });
  },
  { name: 'static-web' },
);
