import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the server would otherwise compress on every request (fonts and pictures already are). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
/** Smaller answers go out as they are (the API's compression threshold). */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(full);
    return [full];
  });
}

/**
 * Writes `x.br` (Brotli at its best, 11) and `x.gz` (gzip 9) beside every built text file the
 * API serves as a file, once, at build time: @fastify/static sends them as they are
 * (`preCompressed`, static-web.ts), so no request compresses a script again, and the copies are
 * smaller than the per-request Brotli at quality 4. index.html is left out: the API serves it as
 * a rendered page, compressed once per page (storefront-page.ts). Runs last, after the service
 * worker is written, so sw.js is compressed too.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'ninetonine-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
          if (statSync(file).size < MIN_BYTES) continue;
          const body = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
