// Lighthouse (mobile, simulated throttling) on the built storefront against a bare baseline page,
// in the same run. Usage: npm run build && node bench/lighthouse.mjs [--runs 3] [--paths /,/menu]
// --smoke (tests/bench-setup.test.ts): the app and the baseline answer each page; no Chromium.
// Default paths: /, /menu and /menu/{id} ({id}: the first dish of the menu). Prints the cores,
// the median of each metric per path and for the baseline, and the ratio storefront/baseline.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SMOKE, cleanup, expectStatus, startApi } from './bench-kit.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
const pathList = arg('paths', arg('path', '/,/menu,/menu/{id}')).split(',');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!SMOKE && !existsSync(chromePath)) {
  console.error('No Chromium: apt-get install -y chromium, or set CHROMIUM_PATH.');
  process.exit(1);
}
const serverEntry = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

// Baseline: the smallest honest page, a heading and one image from a bare node:http server.
const pixel =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#b3261e"/></svg>';
const baseline = createServer((req, res) => {
  if (req.url === '/pixel.svg') {
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    return res.end(pixel);
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline</title><meta name="description" content="baseline"></head><body><h1>NineToNine</h1><img src="/pixel.svg" width="400" height="300" alt="dish"></body></html>',
  );
});
const baselinePort = await listen(baseline);

// The storefront: the built app on a free port with a fresh embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-bench-lh-'));
const { port: appPort } = await startApi(
  { dir: dataDir },
  { WEB_DIST_DIR: path.join(root, 'apps/web/dist'), SEED_DEMO_MENU: 'true' },
);
const firstDish = async () => {
  const res = await fetch(`http://127.0.0.1:${appPort}/api/v1/foods/getAllFood?limit=1`);
  return (await res.json()).foods[0]._id;
};

if (SMOKE) {
  // Lighthouse and chrome-launcher are bench/'s own tools, not the root install's: the smoke
  // run checks what they would load, each page once, and stops there.
  try {
    for (const p of pathList) {
      const url = p.includes('{id}') ? p.replace('{id}', await firstDish()) : p;
      expectStatus(url, (await fetch(`http://127.0.0.1:${appPort}${url}`)).status);
    }
    expectStatus('baseline', (await fetch(`http://127.0.0.1:${baselinePort}/`)).status);
    console.log('lighthouse: the storefront and the baseline answered each page (smoke)');
  } finally {
    baseline.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

const chromeLauncher = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'total-byte-weight',
];
async function audit(url) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Accessibility too: issue 9 asks that the speed work keep it at 100.
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result.lhr;
    samples.push({
      score: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      ...Object.fromEntries(metrics.map((m) => [m, lhr.audits[m].numericValue])),
    });
  }
  const median = (k) =>
    samples.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return Object.fromEntries(['score', 'accessibility', ...metrics].map((k) => [k, median(k)]));
}

try {
  const paths = [];
  for (const p of pathList)
    paths.push(p.includes('{id}') ? p.replace('{id}', await firstDish()) : p);
  const base = await audit(`http://127.0.0.1:${baselinePort}/`);
  const results = [];
  for (const p of paths) results.push([p, await audit(`http://127.0.0.1:${appPort}${p}`)]);
  const [load1] = loadavg();
  console.log(
    `\nLighthouse 12, mobile emulation, median of ${runs}; ${cpus().length} cores, load average ${load1.toFixed(1)}`,
  );
  const digits = (k) => (k === 'cumulative-layout-shift' ? 3 : 0);
  for (const [p, store] of results) {
    console.log(`\npage ${p}`);
    console.log(
      'metric'.padEnd(28),
      'storefront'.padStart(12),
      'baseline'.padStart(12),
      'ratio'.padStart(8),
    );
    for (const k of ['score', 'accessibility', ...metrics]) {
      const ratio = base[k] ? (store[k] / base[k]).toFixed(2) : 'n/a';
      console.log(
        k.padEnd(28),
        store[k].toFixed(digits(k)).padStart(12),
        base[k].toFixed(digits(k)).padStart(12),
        String(ratio).padStart(8),
      );
    }
  }
} finally {
  await chrome.kill();
  baseline.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}
