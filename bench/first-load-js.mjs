// First-load JavaScript of the built storefront: the scripts index.html loads, plus every chunk
// they import statically (not the lazy route chunks), raw and gzipped. Usage, after a build:
//   node bench/first-load-js.mjs [apps/web/dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((m) => m[1]);

const seen = new Set();
const queue = entries.map((src) => path.join(dist, src));
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`; never `import(…)`.
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    queue.push(path.resolve(path.dirname(file), m[1]));
  }
}

let raw = 0;
let gzip = 0;
for (const file of seen) {
  const bytes = readFileSync(file);
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`first-load JS: ${seen.size} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
for (const file of [...seen].sort()) console.log(`  ${path.relative(dist, file)}`);
