// The lunch rush (issue 36, item 3): 200 users for 60 s, 160 browsing (the menu, a dish, a search,
// suggestions) and 40 ordering (sign in, fill a cart, quote, place the order), each waiting a
// reader's moment between requests, on the embedded database, on PostgreSQL and through two
// instances behind nginx. Prints throughput, p50/p95/p99 per kind of request, errors, timeouts
// and the API's RSS, as ratios to the same run's menu read on a bare node:http server sending the
// same bytes to the same 200 users. See bench/README.md.
// Usage (after `npm run build`; PostgreSQL at DATABASE_URL, Redis at REDIS_URL, nginx):
//   node bench/lunch-rush.mjs [--seconds 60] [--think-ms 1000] [--targets embedded,postgres,nginx]
//     [--cpu-prof <dir>]: each API's V8 CPU profile written there when it stops (cpu-profile.mjs reads it).
// --smoke or BENCH_SMOKE=1: the set-up and one request of each kind (embedded unless --targets), exit 0.
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BUNDLE,
  REPO,
  arg,
  cleanup,
  fmt,
  onCleanup,
  recording,
  startBaseline,
  stop,
  SMOKE,
} from './bench-kit.mjs';
import { TARGETS, rssMiB, tmpRoot } from './lunch-rush-stack.mjs';
import { browse, order, prepareRush } from './lunch-rush-users.mjs';

const SECONDS = Math.min(arg('seconds', 60), 600);
const THINK_MS = Math.min(arg('think-ms', 1000), 10_000);
const BROWSERS = 160;
const ORDERERS = 40;
const targetsArg = process.argv.includes('--targets')
  ? process.argv[process.argv.indexOf('--targets') + 1].split(',')
  : SMOKE
    ? ['embedded']
    : ['embedded', 'postgres', 'nginx'];
/** Node flags for every API instance the targets start. */
const apiNodeArgs = process.argv.includes('--cpu-prof')
  ? [
      '--cpu-prof',
      '--cpu-prof-dir',
      path.resolve(process.argv[process.argv.indexOf('--cpu-prof') + 1]),
    ]
  : [];
const BROWSE_KINDS = ['menu', 'dish', 'search', 'suggestions'];
const ORDER_KINDS = ['sign in', 'cart', 'quote', 'order'];
/** Issue 36's goals under the rush. */
const GOALS = { browseP99: 50, orderP99: 500, rssMiB: 350 };

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;

/**
 * The first seconds of a rush meet cold instances (V8 still compiling, caches empty): their
 * requests are counted in every figure, and also left out of one more p99 (`warmP99`), so a
 * reader sees whether a tail is the start's or the steady rush's. The goals judge the whole run.
 */
const WARM_AFTER_MS = 5_000;

/** Latencies, errors and timeouts by kind of request. */
function tally() {
  const kinds = new Map();
  const warmFrom = performance.now() + WARM_AFTER_MS;
  const of = (kind) => {
    if (!kinds.has(kind)) {
      kinds.set(kind, { took: [], warm: [], errors: 0, timeouts: 0, firstError: null });
    }
    return kinds.get(kind);
  };
  return {
    kinds,
    ok: (kind, ms) => {
      const k = of(kind);
      k.took.push(ms);
      // Sent after the start's seconds (it began `ms` ago).
      if (performance.now() - ms >= warmFrom) k.warm.push(ms);
    },
    failed: (kind, why, timedOut) => {
      const k = of(kind);
      if (timedOut) k.timeouts++;
      else k.errors++;
      k.firstError ??= why;
    },
  };
}

function summary(t, seconds) {
  const rows = {};
  for (const [kind, k] of t.kinds) {
    const took = [...k.took].sort((a, b) => a - b);
    const warm = [...k.warm].sort((a, b) => a - b);
    rows[kind] = {
      requests: took.length,
      rps: took.length / seconds,
      p50: percentile(took, 0.5),
      p95: percentile(took, 0.95),
      p99: percentile(took, 0.99),
      warmP99: percentile(warm, 0.99),
      errors: k.errors,
      timeouts: k.timeouts,
      firstError: k.firstError,
    };
  }
  return rows;
}

/** Samples the processes' RSS every second while `work` runs; the largest of each. */
async function withRss(pids, work) {
  const peak = new Map(pids.map((pid) => [pid, 0]));
  const sample = async () => {
    for (const pid of pids) peak.set(pid, Math.max(peak.get(pid), await rssMiB(pid)));
  };
  const timer = setInterval(sample, 1000);
  try {
    const result = await work();
    await sample();
    return { result, rss: [...peak.values()] };
  } finally {
    clearInterval(timer);
  }
}

/** The 200 users against one target for `seconds` (smoke: one request of each kind). */
async function rush(target, setup, seconds) {
  const t = tally();
  const until = performance.now() + seconds * 1000;
  const opts = { think: SMOKE ? 0 : THINK_MS, until, once: SMOKE };
  const browsers = SMOKE ? 1 : BROWSERS;
  const { rss } = await withRss(
    target.processes.map((p) => p.pid),
    () =>
      Promise.all([
        ...Array.from({ length: browsers }, (_, i) => browse(target.base, setup, i, t, opts)),
        ...setup.customers
          .slice(0, SMOKE ? 1 : ORDERERS)
          .map((customer) => order(target.base, setup, customer, t, opts)),
      ]),
  );
  return { rows: summary(t, seconds), rss };
}

/** The same users all reading the recorded menu from a bare server: the run's baseline. */
async function bareRush(answer, workDir, seconds) {
  const bare = await startBaseline({ byPath: { [answer.path]: recording(answer) } }, workDir);
  try {
    const t = tally();
    const until = performance.now() + seconds * 1000;
    const setup = { menuOnly: answer.path };
    const { rss } = await withRss([bare.child.pid], () =>
      Promise.all(
        Array.from({ length: BROWSERS + ORDERERS }, (_, i) =>
          browse({ port: bare.port }, setup, i, t, { think: THINK_MS, until }),
        ),
      ),
    );
    return { row: summary(t, seconds).menu, rss: rss[0] };
  } finally {
    await stop(bare.child);
  }
}

const ms = (n) => (Number.isFinite(n) ? `${fmt(n, 1)} ms` : '-');

function report(name, run, bare, seconds) {
  const all = Object.values(run.rows);
  const total = all.reduce((n, r) => n + r.requests, 0);
  const errors = all.reduce((n, r) => n + r.errors, 0);
  const timeouts = all.reduce((n, r) => n + r.timeouts, 0);
  const worst = (kinds) => Math.max(...kinds.map((k) => run.rows[k]?.p99 ?? Infinity));
  const browseP99 = worst(BROWSE_KINDS);
  const orderP99 = worst(ORDER_KINDS);
  const rss = Math.max(...run.rss);
  console.log(
    `\n${name}: ${fmt(total / seconds, 1)} req/s (${fmt(total / seconds / bare.row.rps, 3)} x bare's ${fmt(bare.row.rps, 1)}), ${errors} errors, ${timeouts} timeouts, RSS ${run.rss.map((r) => fmt(r, 1)).join(' + ')} MiB (${fmt(rss / bare.rss, 2)} x bare's ${fmt(bare.rss, 1)})`,
  );
  console.log(
    `  ${'kind'.padEnd(12)}${'requests'.padStart(9)}${'req/s'.padStart(8)}${'p50'.padStart(12)}${'p95'.padStart(12)}${'p99'.padStart(12)}${'after 5 s'.padStart(12)}   p50/p95/p99 x bare menu   errors timeouts`,
  );
  for (const [kind, r] of Object.entries(run.rows)) {
    const x = (a, b) => fmt(a / b, 1);
    console.log(
      `  ${kind.padEnd(12)}${String(r.requests).padStart(9)}${fmt(r.rps, 1).padStart(8)}${ms(r.p50).padStart(12)}${ms(r.p95).padStart(12)}${ms(r.p99).padStart(12)}${ms(r.warmP99).padStart(12)}   ${`${x(r.p50, bare.row.p50)} / ${x(r.p95, bare.row.p95)} / ${x(r.p99, bare.row.p99)}`.padEnd(24)}${String(r.errors).padStart(7)}${String(r.timeouts).padStart(9)}${r.firstError ? `  first: ${r.firstError}` : ''}`,
    );
  }
  const met =
    browseP99 <= GOALS.browseP99 &&
    orderP99 <= GOALS.orderP99 &&
    rss <= GOALS.rssMiB &&
    errors === 0 &&
    timeouts === 0;
  console.log(
    `  goals (browse p99 ≤ ${GOALS.browseP99} ms: ${ms(browseP99)}; order p99 ≤ ${GOALS.orderP99} ms: ${ms(orderP99)}; RSS ≤ ${GOALS.rssMiB} MiB; 0 errors and timeouts): ${met ? 'met' : 'NOT met'}`,
  );
  return { name, total, errors, timeouts, browseP99, orderP99, rss, met, rows: run.rows };
}

async function main() {
  if (!existsSync(BUNDLE)) throw new Error(`No API bundle at ${BUNDLE}: npm run build first.`);
  const workDir = await tmpRoot();
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const results = [];
  for (const key of targetsArg) {
    if (!TARGETS[key]) throw new Error(`Unknown target ${key}: embedded, postgres or nginx`);
    console.log(`[${key}] set-up (migrate, demo menu, ${SMOKE ? 1 : ORDERERS} accounts)...`);
    const target = await TARGETS[key](workDir, apiNodeArgs);
    const setup = await prepareRush(target.base, SMOKE ? 1 : ORDERERS);
    if (SMOKE) {
      const run = await rush(target, setup, 0);
      const failed = Object.entries(run.rows).filter(([, r]) => r.errors + r.timeouts > 0);
      console.log(`[${key}] smoke: ${Object.keys(run.rows).join(', ')}`);
      if (failed.length) throw new Error(`smoke failed: ${JSON.stringify(failed)}`);
      const missing = [...BROWSE_KINDS, ...ORDER_KINDS].filter((k) => !run.rows[k]?.requests);
      if (missing.length) throw new Error(`smoke sent no ${missing.join(', ')}`);
      await Promise.all(target.processes.map(stop));
      continue;
    }
    const load = os.loadavg().map((n) => n.toFixed(2));
    console.log(`[${key}] ${SECONDS} s of the rush (load average ${load.join(' ')})...`);
    const run = await rush(target, setup, SECONDS);
    await Promise.all(target.processes.map(stop));
    console.log(`[${key}] the same users on a bare server sending the menu...`);
    const bare = await bareRush(setup.menuAnswer, workDir, Math.min(SECONDS, 20));
    results.push({ load, ...report(target.name, run, bare, SECONDS), bare });
  }
  if (SMOKE) return;
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${BROWSERS} browsing + ${ORDERERS} ordering users, think ${THINK_MS} ms (0.5-1.5 x), ${SECONDS} s, load average now ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const out = path.join(REPO, 'bench/results', `lunch-rush-${Date.now()}.json`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify(results, null, 2));
  console.log(`JSON: ${path.relative(REPO, out)}`);
}

// Ctrl-C: the servers, nginx and the throwaway databases go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}
try {
  await main();
} finally {
  await cleanup();
}
