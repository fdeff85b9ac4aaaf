// What navigation blocking costs in the first load (decision 0042): the router code a page
// loads, minified by esbuild and gzipped (-9) as bench/first-load-js.mjs weighs files, with
// React external (every option shares it). Our lib/router with and without useBlocker, and
// React Router's data router (the only React Router mode with useBlocker) with and without it,
// each exporting what the storefront imports. React Router is not a dependency any more: unpack
// its package (and those it imports) into a folder and name it. Usage:
//   node bench/router-size.mjs [--react-router <folder holding node_modules/react-router>]
//                              [--before <folder holding an older apps/web/src/lib/router>]
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? path.resolve(process.argv[i + 1]) : undefined;
};
const USED = [
  'createBrowserRouter',
  'RouterProvider',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'ScrollRestoration',
  'useLocation',
  'useNavigate',
  'useNavigation',
  'useParams',
  'useSearchParams',
];

async function weigh(from, names, resolveDir) {
  const work = mkdtempSync(path.join(tmpdir(), 'router-size-'));
  const entry = path.join(work, 'entry.js');
  writeFileSync(entry, `export { ${names.join(', ')} } from ${JSON.stringify(from)};\n`);
  try {
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      nodePaths: resolveDir ? [path.join(resolveDir, 'node_modules')] : [],
      logLevel: 'error',
    });
    const code = out.outputFiles[0].contents;
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
const ours = path.join(root, 'apps/web/src/lib/router/index.ts');
const before = arg('before');
if (before)
  rows.push([
    'lib/router before',
    await weigh(path.join(before, 'apps/web/src/lib/router/index.ts'), USED),
  ]);
rows.push(['lib/router, without useBlocker', await weigh(ours, USED)]);
rows.push(['lib/router, with useBlocker', await weigh(ours, [...USED, 'useBlocker'])]);
const rr = arg('react-router');
if (rr) {
  const from = path.join(rr, 'node_modules/react-router/dist/production/index.mjs');
  rows.push(['React Router data router', await weigh(from, USED, rr)]);
  rows.push([
    'React Router data router + useBlocker',
    await weigh(from, [...USED, 'useBlocker'], rr),
  ]);
}
for (const [name, { raw, gzip }] of rows) {
  console.log(`${name.padEnd(42)} ${kb(raw).padStart(7)} KB raw ${kb(gzip).padStart(6)} KB gzip`);
}
