// Blocking time from the main thread's CPU time, for a machine too busy for Lighthouse's TBT: a
// run of Lighthouse reads each task's wall time, which other processes on a shared machine
// stretch (its benchmark index fell from ~1,950 to 300-1,500 in one run, decision 0097). Here
// Chromium's trace gives each main-thread task's thread time (`tdur`), which they stretch far
// less; each is multiplied by the slowdown (4: mobile's) and what is over 50 ms is summed, as
// TBT sums it, over the whole load and 5 s after (TBT's window ends at interactive: this counts
// more). Phone viewport, no network throttling. Usage, after `npm run build`:
//   node bench/blocking-cpu.mjs [--runs 3] [--slowdown 4] [--before <web dist folder>] [--tasks]
// `--before` as in lighthouse.mjs (a copy of an older `dist` and `dist-ssr` inside apps/web);
// the builds are loaded in turn, run by run. `--tasks` prints each long task and what is in it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
const slowdown = Number(arg('slowdown', '4'));
const beforeDist = arg('before', undefined);
const showTasks = process.argv.includes('--tasks');
const paths = arg('paths', '/,/menu,/menu/{id}').split(',');
const serverEntry = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

async function startApp(webDist) {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const port = probe.address().port;
  await new Promise((r) => probe.close(r));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-bench-cpu-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'bench-only-secret-0123456789abcdef0123',
      // Production requires it (two-step sign-in secrets); a bench never reads one back.
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...(webDist ? { WEB_DIST_DIR: path.resolve(webDist) } : {}),
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 480) {
      child.kill('SIGTERM');
      throw new Error('storefront did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const { foods } = await (await fetch(`${base}/api/v1/foods/getAllFood?limit=1`)).json();
  return { base, child, dataDir, dish: foods[0]._id };
}

const apps = [{ label: 'storefront', ...(await startApp()) }];
if (beforeDist) apps.unshift({ label: 'before', ...(await startApp(beforeDist)) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** One first visit: the page's main-thread tasks, as thread time x slowdown. */
async function visit(url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Wall time, not an assertion: what the page does after its load (hydration, the whole menu).
  await page.waitForTimeout(5_000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of traceEvents) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  // The page's renderer: the main thread that worked the most.
  const cpuOf = (tasks) => tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur), 0);
  const [thread, tasks] = [...byThread].sort((a, b) => cpuOf(b[1]) - cpuOf(a[1]))[0];
  const ms = (e) => ((e.tdur ?? e.dur) / 1000) * slowdown;
  if (showTasks) {
    const inner = traceEvents.filter(
      (e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.name !== 'RunTask',
    );
    for (const task of tasks.filter((e) => ms(e) > 50)) {
      const parts = inner
        .filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 1000)
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 3)
        .map((e) => `${e.name} ${path.basename(e.args?.data?.url ?? '')}`.trim());
      console.log(`  ${new URL(url).pathname}: ${Math.round(ms(task))} ms (${parts.join(', ')})`);
    }
  }
  return {
    blocking: tasks.reduce((sum, e) => sum + Math.max(0, ms(e) - 50), 0),
    longest: Math.max(...tasks.map(ms)),
    cpu: tasks.reduce((sum, e) => sum + ms(e), 0),
  };
}

try {
  const samples = new Map();
  for (let i = 0; i < runs; i++) {
    for (const p of paths) {
      for (const app of apps) {
        const key = `${app.label} ${p}`;
        const sample = await visit(`${app.base}${p.replace('{id}', app.dish)}`);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\nMain-thread CPU time x ${slowdown}, median of ${runs}; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log('page'.padEnd(30), 'blocking ms', 'longest ms', 'CPU ms', '  blocking by run');
  for (const [key, list] of samples) {
    console.log(
      key.padEnd(30),
      String(Math.round(median(list.map((s) => s.blocking)))).padStart(11),
      String(Math.round(median(list.map((s) => s.longest)))).padStart(10),
      String(Math.round(median(list.map((s) => s.cpu)))).padStart(6),
      ' ',
      list.map((s) => Math.round(s.blocking)).join(' '),
    );
  }
} finally {
  await browser.close();
  for (const { child, dataDir } of apps) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
