// Part 0 of catalog-reads.mjs: what request logging, request ids, metrics and readiness cost
// catalog reads (issue 23, item 11: at most 10% of throughput). See bench/README.md.
import { cpuSecondsOf as cpuSeconds, get, load, startApi, stop } from './bench-kit.mjs';

const API = '/api/v1';
/** A cached page (the heaviest answer), a dish, and the smallest list. */
const READS = [
  ['getAllFood first page', `${API}/foods/getAllFood`],
  ['getFood', `${API}/foods/getFood/margherita`],
  ['categories', `${API}/categories`],
];

/** Off: no request lines (warn and above only), no metrics or per-request timing. */
const OFF = { LOG_LEVEL: 'warn', METRICS_ENABLED: 'false' };
/** On: a JSON line per request (to a pipe, as under systemd), metrics scraped every second. */
const ON = {
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  METRICS_ENABLED: 'true',
  // BENCH_ON_ENV='{"LOG_LEVEL":"warn"}': one part on at a time, to see which costs what.
  ...JSON.parse(process.env.BENCH_ON_ENV ?? '{}'),
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each read's req/s with the app as configured, a scrape a second meanwhile when `scrape`. */
async function measure(db, env, opts, bundle) {
  const api = await startApi(db, env, [], bundle);
  const result = {};
  let scrapes = 0;
  const scraper = opts.scrape
    ? setInterval(() => {
        get(api.port, '/metrics').then(
          (r) => r.status === 200 && scrapes++,
          () => undefined,
        );
      }, 1000)
    : undefined;
  try {
    for (const [label, p] of READS) {
      await load(api.port, p, opts.warmup, opts.connections);
      const cpu = cpuSeconds(api.child.pid);
      const run = await load(api.port, p, opts.duration, opts.connections);
      result[label] = { ...run, cpu: cpuSeconds(api.child.pid) - cpu };
    }
  } finally {
    clearInterval(scraper);
    await stop(api.child);
  }
  if (opts.scrape && scrapes === 0) throw new Error('/metrics was never read during the run');
  return result;
}

/**
 * Off and on alternate `rounds` times on one database (an embedded one has one process at a
 * time), so a change in the machine's load falls on both; the ratio is of the medians.
 * `beforeBundle` (BENCH_BEFORE_BUNDLE): the baseline is that build (e.g. from before issue 23)
 * with the same settings as "on", instead of this build with its switches off.
 */
export async function observabilityCost(t, opts) {
  const runs = { off: [], on: [] };
  for (let round = 0; round < opts.rounds; round++) {
    console.log(`[${t.engine}] observability off/on, round ${round + 1} of ${opts.rounds}...`);
    const order = round % 2 ? ['on', 'off'] : ['off', 'on'];
    for (const which of order) {
      const baseline = which === 'off';
      const env = baseline && !opts.beforeBundle ? OFF : ON;
      runs[which].push(
        await measure(
          t.demo,
          env,
          // The baseline is never scraped: it has no metrics (or, an older build, no /metrics).
          { ...opts, scrape: !baseline && ON.METRICS_ENABLED !== 'false' },
          baseline ? opts.beforeBundle : undefined,
        ),
      );
    }
  }
  return READS.map(([label]) => {
    const off = median(runs.off.map((r) => r[label].rps));
    const on = median(runs.on.map((r) => r[label].rps));
    const errors = [...runs.off, ...runs.on].reduce((n, r) => n + r[label].errors, 0);
    // Over all rounds: CPU microseconds per request answered.
    const cpuPerRequest = (list) =>
      (list.reduce((n, r) => n + r[label].cpu, 0) * 1e6) /
      list.reduce((n, r) => n + r[label].requests, 0);
    const cpuOff = cpuPerRequest(runs.off);
    const cpuOn = cpuPerRequest(runs.on);
    return {
      label: `${label}, ${t.engine}`,
      off,
      on,
      ratio: on / off,
      cpuOff,
      cpuOn,
      // Throughput a CPU-bound server would keep: on/off capacity.
      cpuRatio: cpuOff / cpuOn,
      errors,
    };
  });
}
