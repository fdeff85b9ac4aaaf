// After `vite build`: writes `x.br` (Brotli at its best, 11) and `x.gz` (gzip 9) beside every
// built text file the API serves as a file, once, at build time. @fastify/static sends them as
// they are (`preCompressed`, apps/api/src/plugins/static-web.ts), so no request compresses a
// script again, and the copies are smaller than the per-request Brotli at quality 4
// (decision 0088). index.html is left out: the API serves it as a rendered page, compressed
// once per page. A step of its own, after the whole build: as a Vite plugin it also ran inside
// vite-plugin-pwa's build of the service worker, which then came out as a development build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the server would otherwise compress on every request (fonts and pictures already are). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
/** Smaller answers go out as they are (the API's compression threshold). */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(full);
    return [full];
  });
}

const outDir = path.resolve(import.meta.dirname, process.argv[2] ?? 'dist');
for (const file of filesUnder(outDir)) {
  if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
