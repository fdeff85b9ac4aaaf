// First-load JavaScript of the built storefront, as a first visit really loads it: the built app
// is started on a fresh embedded database and Chromium (phone viewport, empty cache) opens each
// page; every script it fetched until the network went quiet is counted, raw and gzipped (-9)
// from the files in dist. Also prints the static part (index.html's scripts, modulepreloads and
// what they import) for comparison, and the ratio to a baseline built in the same run: the
// smallest React app that can hydrate a page (react-dom/client alone, minified by esbuild), the
// floor of any page that hydrates with React. Usage, after `npm run build`:
//   node bench/first-load-js.mjs [--paths /,/menu,/menu/{id}]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { cpus } from 'node:os';
import { SMOKE, cleanup, startApi } from './bench-kit.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
// --smoke (tests/topology/bench-setups.test.ts): the first page alone.
const pathList = SMOKE ? ['/'] : arg('paths', '/,/menu,/menu/{id}').split(',');
const serverEntry = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverEntry) || !existsSync(path.join(dist, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const kb = (n) => (n / 1024).toFixed(1);
function weigh(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

// The static part: what index.html names, and what those import statically.
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const named = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((m) => m[1]);
const staticFiles = new Set();
const queue = [...named];
while (queue.length) {
  const file = queue.shift();
  if (staticFiles.has(file)) continue;
  staticFiles.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
}
// The baseline: a page that only hydrates an empty root with React, built the way Vite builds.
const floor = await build({
  stdin: {
    contents:
      "import { hydrateRoot } from 'react-dom/client'; import { createElement } from 'react';" +
      "hydrateRoot(document.getElementById('root'), createElement('div'));",
    resolveDir: path.join(root, 'apps/web'),
  },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
});
const floorBytes = floor.outputFiles[0].contents;
const floorGzip = gzipSync(floorBytes, { level: 9 }).length;
console.log(
  `${cpus().length} cores; baseline (React alone, hydrating an empty root): ${kb(floorBytes.length)} KB raw, ${kb(floorGzip)} KB gzip`,
);
// The libraries alone, bundled the same way: the APIs the storefront imports from each (keep
// these lists in step with apps/web/src), with nothing of ours: the floor of any storefront
// built on them. Since decision 0030 the router and the saved state are our own code.
const LIBRARIES = {
  'react-dom/client': ['hydrateRoot', 'createRoot'],
  'react-dom': ['createPortal'],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'useQuery',
    'useInfiniteQuery',
    'useMutation',
    'useMutationState',
    'useQueryClient',
    'queryOptions',
    'infiniteQueryOptions',
    'keepPreviousData',
    'CancelledError',
    'dehydrate',
    'hydrate',
  ],
  '@reduxjs/toolkit': [
    'configureStore',
    'combineReducers',
    'createSlice',
    'createAsyncThunk',
    'isAnyOf',
    'createListenerMiddleware',
  ],
  'react-redux': ['Provider', 'useDispatch', 'useSelector', 'useStore'],
};
async function libraryFloor(imports) {
  const lines = Object.entries(imports).map(
    ([from, names], i) =>
      `import { ${names.join(', ')} } from '${from}'; export const l${i} = [${names.join(', ')}];`,
  );
  const out = await build({
    stdin: { contents: lines.join('\n'), resolveDir: path.join(root, 'apps/web') },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(out.outputFiles[0].contents, { level: 9 }).length;
}
const libraries = await libraryFloor(LIBRARIES);
console.log(
  `libraries alone (React DOM, TanStack Query, Redux Toolkit as used): ${kb(libraries)} KB gzip, ${(libraries / floorGzip).toFixed(2)} x the baseline`,
);
const s = weigh(staticFiles);
console.log(
  `static (index.html and its imports): ${staticFiles.size} files, ${kb(s.raw)} KB raw, ${kb(s.gzip)} KB gzip`,
);

// The real thing: the built app and a browser.
const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-bench-js-'));
const { port } = await startApi(
  { dir: dataDir },
  { WEB_DIST_DIR: dist, SEED_DEMO_MENU: 'true', LOG_LEVEL: 'error' },
);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const { foods } = await (await fetch(`${base}/api/v1/foods/getAllFood?limit=1`)).json();
  for (const p of pathList.map((p) => p.replace('{id}', foods[0]._id))) {
    // A new context each time: an empty cache, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    const w = weigh(scripts);
    console.log(
      `first visit to ${p}: ${scripts.size} files, ${kb(w.raw)} KB raw, ${kb(w.gzip)} KB gzip, ${(w.gzip / floorGzip).toFixed(2)} x the baseline`,
    );
    for (const file of [...scripts].sort()) console.log(`  ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}
