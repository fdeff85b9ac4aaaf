// Lighthouse (mobile, simulated throttling) on the built storefront against a bare baseline page,
// in the same run. Usage: npm run build && node bench/lighthouse.mjs [--runs 3] [--paths /,/menu]
//   [--cpu-slowdown <n> | --as-index <benchmark index>] [--before <a web dist folder>] [--tasks]
// Default paths: /, /menu and /menu/{id} ({id}: the first dish of the menu). Prints the cores,
// the host's benchmark index (Lighthouse's `environment.benchmarkIndex`, median of every run),
// the CPU slowdown used, the median of each metric per path and for the baseline, and the ratio
// storefront/baseline. `--cpu-slowdown` replaces mobile's 4x; `--as-index 2300` picks the
// multiplier that makes this host's main-thread time read as a host of that index would with 4x
// (4 x index here / target, from a first probe run): task time goes as 1 / index. `--before`
// serves an older build (apps/web/dist and its dist-ssr beside it, copied to a folder) from a
// second server, audited alternately with this one, run by run.
// --smoke (tests/topology/bench-setups.test.ts): the app and the baseline answer each page; no Chromium.
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
const beforeDist = arg('before', undefined);
const asIndex = Number(arg('as-index', '0'));
// Each run's long tasks (what TBT is made of), by script.
const showTasks = process.argv.includes('--tasks');
let cpuSlowdown = Number(arg('cpu-slowdown', '4'));
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

// The storefront: the built app on a free port with a fresh embedded database (and the build
// before, from the same server code, when `--before` names one).
async function startApp(webDist) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-bench-lh-'));
  const { port } = await startApi(
    { dir: dataDir },
    { WEB_DIST_DIR: webDist ?? path.join(root, 'apps/web/dist'), SEED_DEMO_MENU: 'true' },
  );
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/foods/getAllFood?limit=1`);
  // Each server has its own database: {id} is its own first dish.
  return { port, dataDir, dish: (await res.json()).foods[0]._id };
}
const apps = [{ label: 'storefront', ...(await startApp()) }];
if (beforeDist) apps.unshift({ label: 'before', ...(await startApp(path.resolve(beforeDist))) });
async function stopApps() {
  baseline.close();
  await cleanup();
  for (const { dataDir } of apps) rmSync(dataDir, { recursive: true, force: true });
}

if (SMOKE) {
  // Lighthouse and chrome-launcher are bench/'s own tools, not the root install's: the smoke
  // run checks what they would load, each page once, and stops there.
  try {
    for (const { port, dish } of apps) {
      for (const p of pathList) {
        const url = p.replace('{id}', dish);
        expectStatus(url, (await fetch(`http://127.0.0.1:${port}${url}`)).status);
      }
    }
    expectStatus('baseline', (await fetch(`http://127.0.0.1:${baselinePort}/`)).status);
    console.log('lighthouse: the storefront and the baseline answered each page (smoke)');
  } finally {
    await stopApps();
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
const indexes = [];
async function auditOnce(url) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Accessibility too: issue 9 asks that the speed work keep it at 100.
      onlyCategories: ['performance', 'accessibility'],
    },
    {
      extends: 'lighthouse:default',
      settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
    },
  );
  const lhr = result.lhr;
  // A run Lighthouse could not finish (a busy machine's timeout) has no metrics: left out, said.
  if (lhr.runtimeError || metrics.some((m) => typeof lhr.audits[m]?.numericValue !== 'number')) {
    console.log(`${url}: run left out (${lhr.runtimeError?.code ?? 'a metric missing'})`);
    return undefined;
  }
  if (showTasks) {
    const tasks = lhr.audits['long-tasks'].details?.items ?? [];
    console.log(
      `${url}: long tasks (simulated ms, start+duration) ${tasks.map((t) => `${path.basename(t.url)} ${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(', ')}`,
    );
  }
  indexes.push(lhr.environment.benchmarkIndex);
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) {
    throw new Error('Lighthouse did not take the CPU slowdown');
  }
  return {
    score: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    ...Object.fromEntries(metrics.map((m) => [m, lhr.audits[m].numericValue])),
  };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medians = (samples) =>
  Object.fromEntries(
    ['score', 'accessibility', ...metrics].map((k) => [k, median(samples.map((s) => s[k]))]),
  );

try {
  if (asIndex > 0) {
    // A probe of the bare page first: the host's own index, for the multiplier.
    for (let i = 0; i < 3; i++) await auditOnce(`http://127.0.0.1:${baselinePort}/`);
    cpuSlowdown = Number(((4 * median(indexes)) / asIndex).toFixed(2));
    console.log(
      `host benchmark index ${Math.round(median(indexes))} (probe); as index ${asIndex}: CPU slowdown ${cpuSlowdown}`,
    );
  }
  // Run by run, every page of every build in turn: a busy moment of the shared machine falls on
  // all of them alike.
  const base = [];
  const samples = new Map();
  for (let i = 0; i < runs; i++) {
    const bare = await auditOnce(`http://127.0.0.1:${baselinePort}/`);
    if (bare) base.push(bare);
    for (const p of pathList) {
      for (const { label, port, dish } of apps) {
        const key = `${label} ${p}`;
        const sample = await auditOnce(`http://127.0.0.1:${port}${p.replace('{id}', dish)}`);
        samples.set(key, [...(samples.get(key) ?? []), ...(sample ? [sample] : [])]);
      }
    }
  }
  const baseMedian = medians(base);
  const [load1] = loadavg();
  console.log(
    `\nLighthouse 12, mobile emulation (slow 4G, CPU slowdown ${cpuSlowdown}x), median of ${runs}; ${cpus().length} cores, load average ${load1.toFixed(1)}; host benchmark index ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} over ${indexes.length} runs)`,
  );
  const digits = (k) => (k === 'cumulative-layout-shift' ? 3 : 0);
  for (const [key, list] of samples) {
    const store = medians(list);
    console.log(`\n${key}`);
    console.log(
      'metric'.padEnd(28),
      'storefront'.padStart(12),
      'baseline'.padStart(12),
      'ratio'.padStart(8),
      '  runs',
    );
    for (const k of ['score', 'accessibility', ...metrics]) {
      const ratio = baseMedian[k] ? (store[k] / baseMedian[k]).toFixed(2) : 'n/a';
      console.log(
        k.padEnd(28),
        store[k].toFixed(digits(k)).padStart(12),
        baseMedian[k].toFixed(digits(k)).padStart(12),
        String(ratio).padStart(8),
        ' ',
        list.map((s) => s[k].toFixed(digits(k))).join(' '),
      );
    }
  }
} finally {
  await chrome.kill();
  await stopApps();
}
