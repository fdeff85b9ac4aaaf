// Every catalog read kind at 50 connections against a bare node:http server replaying the same
// recorded bytes, search latency at a large menu with distinct terms (every one a cache miss),
// and a page read at the large menu against the same read at the demo menu. See bench/README.md.
// Usage (after `npm run build`):
//   node bench/catalog-reads.mjs [--duration 5] [--connections 50] [--foods 10000] [--terms 300]
//                                [--search-only | --scale-only | --observability-only]
//                                [--rounds 3]
// Set DATABASE_URL=postgres://... to also run against PostgreSQL (throwaway databases).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BUNDLE,
  REPO,
  SMOKE,
  arg,
  cleanup,
  fmt,
  get,
  load,
  onCleanup,
  prepareDatabases,
  recording,
  startApi,
  startBaseline,
  stop,
} from './bench-kit.mjs';
import { observabilityCost } from './observability-cost.mjs';

// --smoke (tests/topology/bench-setups.test.ts): on both databases the throughput part (the API and the
// bare server, each read once) and the search part at 200 foods; no other API restarts.
const DURATION = Math.min(arg('duration', 5), 60);
const CONNECTIONS = Math.min(arg('connections', 50), 256);
const LARGE_MENU = SMOKE ? 200 : Math.min(arg('foods', 10_000), 50_000);
const TERMS = SMOKE ? 3 : Math.min(arg('terms', 300), 2_000);
const WARMUP = 2;
/** Part 2 alone: search latency at the large menu, without the throughput runs. */
const SEARCH_ONLY = process.argv.includes('--search-only');
/** Parts 2 and 3 alone: search and the page at the large menu, without the throughput runs. */
const SCALE_ONLY = process.argv.includes('--scale-only');
/** Part 0 alone: request logging, request ids and metrics off against on (issue 23, item 11). */
const OBSERVABILITY_ONLY = process.argv.includes('--observability-only');
const ROUNDS = Math.min(arg('rounds', 3), 10);
/** Ceiling of what observability may cost a catalog read's throughput. */
const OBSERVABILITY_BUDGET = 0.1;
const API = '/api/v1';

/** One of each read kind (the first page, a later filtered page, details, lists, typeahead). */
const READS = [
  ['getAllFood first page', `${API}/foods/getAllFood`],
  ['getAllFood filtered p2', `${API}/foods/getAllFood?page=2&limit=8&veg=true&sort=price-asc`],
  ['getAllFood search', `${API}/foods/getAllFood?search=paneer`],
  ['getFood', `${API}/foods/getFood/margherita`],
  ['getFoodByCategory', `${API}/foods/getFoodByCategory/category?category=pizza`],
  ['categories', `${API}/categories`],
  ['suggestions', `${API}/foods/suggestions?q=pan`],
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** Sequential requests, one at a time: latency of each (ms), sorted. */
async function latencies(port, paths) {
  const took = [];
  for (const p of paths) {
    const t0 = performance.now();
    const res = await get(port, p);
    took.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  }
  return took.sort((a, b) => a - b);
}

/**
 * Distinct search terms a customer might type: word prefixes, fragments inside words ("ane"),
 * and one-letter slips ("panner"), from the menu's own dish names, in a fixed shuffled order.
 */
function searchTerms(names, count) {
  const terms = new Set();
  for (const name of names) {
    for (const word of name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3)) {
      for (let len = 2; len <= Math.min(6, word.length); len++) {
        for (let at = 0; at + len <= word.length; at++) terms.add(word.slice(at, at + len));
      }
      for (let at = 1; at < word.length; at++) terms.add(word.slice(0, at) + word.slice(at + 1));
    }
  }
  const list = [...terms];
  let seed = 42;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list.slice(0, count);
}

async function throughput(t, workDir) {
  const api = await startApi(t.demo);
  const rows = [];
  try {
    const byPath = {};
    for (const [, p] of READS) {
      const first = await get(api.port, p);
      if (first.status !== 200) throw new Error(`${p} answered ${first.status}`);
      byPath[p] = recording(first);
      byPath[p].bytes = first.body.length;
    }
    const bare = await startBaseline({ byPath }, workDir);
    try {
      for (const [label, p] of READS) {
        console.log(`[${t.engine}] ${label}...`);
        await load(api.port, p, WARMUP, CONNECTIONS);
        await load(bare.port, p, WARMUP, CONNECTIONS);
        const app = await load(api.port, p, DURATION, CONNECTIONS);
        const floor = await load(bare.port, p, DURATION, CONNECTIONS);
        rows.push({
          label: `${label}, ${t.engine}`,
          path: p,
          bytes: byPath[p].bytes,
          app,
          bare: floor,
        });
      }
    } finally {
      await stop(bare.child);
    }
  } finally {
    await stop(api.child);
  }
  return rows;
}

/** The first page at both menu sizes: cached throughput, and uncached latency. */
async function pageAtScale(t) {
  const result = {};
  for (const [size, db] of [
    ['demo', t.demo],
    ['large', t.large],
  ]) {
    const api = await startApi(db);
    try {
      const p = `${API}/foods/getAllFood`;
      await load(api.port, p, WARMUP, CONNECTIONS);
      result[`${size}Cached`] = await load(api.port, p, DURATION, CONNECTIONS);
    } finally {
      await stop(api.child);
    }
    // A one-entry cache and two alternating pages: every request is a miss.
    const cold = await startApi(db, { CATALOG_CACHE_ENTRIES: '1' });
    try {
      const pages = Array.from(
        { length: 200 },
        (_, i) => `${API}/foods/getAllFood?page=${1 + (i % 2)}`,
      );
      await latencies(cold.port, pages.slice(0, 20));
      const took = await latencies(cold.port, pages);
      result[`${size}Uncached`] = { p50: percentile(took, 0.5), p95: percentile(took, 0.95) };
    } finally {
      await stop(cold.child);
    }
  }
  return result;
}

async function searchAtScale(t) {
  const api = await startApi(t.large);
  try {
    const demoNames = JSON.parse(
      (await get(api.port, `${API}/foods/getAllFood?limit=100&sort=name`)).body,
    ).foods.map((f) => f.name);
    const terms = searchTerms(demoNames, TERMS);
    // Warm the process (JIT, pools) on terms not measured.
    await latencies(
      api.port,
      ['zz1', 'zz2', 'zz3'].map((q) => `${API}/foods/suggestions?q=${q}`),
    );
    const enc = encodeURIComponent;
    const suggest = await latencies(
      api.port,
      terms.map((q) => `${API}/foods/suggestions?q=${enc(q)}`),
    );
    const search = await latencies(
      api.port,
      terms.map((q) => `${API}/foods/getAllFood?search=${enc(q)}`),
    );
    const summary = (took) => ({
      p50: percentile(took, 0.5),
      p95: percentile(took, 0.95),
      max: took[took.length - 1],
    });
    return { terms: terms.length, suggestions: summary(suggest), getAllFood: summary(search) };
  } finally {
    await stop(api.child);
  }
}

async function main() {
  if (!existsSync(BUNDLE)) {
    console.error(`No API bundle at ${BUNDLE}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nt-bench-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  // Part 0 alone needs only the demo menu.
  const largeMenu = OBSERVABILITY_ONLY ? 0 : LARGE_MENU;
  console.log(`Preparing databases (demo menu, and ${fmt(largeMenu)} foods)...`);
  const targets = await prepareDatabases(workDir, largeMenu);
  const rows = [];
  const scale = {};
  const cost = [];
  for (const t of targets) {
    if (!SEARCH_ONLY && !SCALE_ONLY && !SMOKE) {
      cost.push(
        ...(await observabilityCost(t, {
          rounds: ROUNDS,
          duration: DURATION,
          warmup: WARMUP,
          connections: CONNECTIONS,
          beforeBundle: process.env.BENCH_BEFORE_BUNDLE,
        })),
      );
    }
    if (OBSERVABILITY_ONLY) continue;
    if (!SEARCH_ONLY && !SCALE_ONLY) rows.push(...(await throughput(t, workDir)));
    console.log(`[${t.engine}] search with ${TERMS} distinct terms at ${fmt(LARGE_MENU)} foods...`);
    const search = await searchAtScale(t);
    if (SEARCH_ONLY || SMOKE) {
      scale[t.engine] = { search };
      continue;
    }
    console.log(`[${t.engine}] first page at 56 and ${fmt(LARGE_MENU)} foods...`);
    scale[t.engine] = { search, page: await pageAtScale(t) };
  }

  const ms = (n) => `${fmt(n, 1)} ms`;
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run, loopback`,
  );
  if (cost.length > 0) {
    const baseline = process.env.BENCH_BEFORE_BUNDLE
      ? `the build at ${process.env.BENCH_BEFORE_BUNDLE}`
      : 'request logging and metrics off';
    console.log(
      `Observability cost (median of ${ROUNDS} alternating rounds; baseline: ${baseline}; on: a JSON line per request, metrics read every second):`,
    );
    console.log(
      [
        'read'.padEnd(34),
        'off req/s'.padStart(10),
        'on req/s'.padStart(10),
        'on/off'.padStart(8),
        'off µs'.padStart(8),
        'on µs'.padStart(8),
        'cpu on/off'.padStart(11),
        'errors'.padStart(7),
      ].join(''),
    );
    for (const c of cost) {
      console.log(
        [
          c.label.padEnd(34),
          fmt(c.off).padStart(10),
          fmt(c.on).padStart(10),
          fmt(c.ratio, 3).padStart(8),
          fmt(c.cpuOff, 1).padStart(8),
          fmt(c.cpuOn, 1).padStart(8),
          fmt(c.cpuRatio, 3).padStart(11),
          String(c.errors).padStart(7),
        ].join(''),
      );
    }
    // req/s on a quiet machine; CPU per request (µs: server CPU time / requests answered) on a
    // busy one, where other work decides the req/s.
    for (const [what, key] of [
      ['req/s', 'ratio'],
      ['CPU per request', 'cpuRatio'],
    ]) {
      const worst = Math.min(...cost.map((c) => c[key]));
      const verdict = 1 - worst <= OBSERVABILITY_BUDGET ? 'within' : 'OVER';
      console.log(
        `Worst on/off by ${what}: ${fmt(worst, 3)}, ${fmt((1 - worst) * 100, 1)}% of throughput, ${verdict} the ${OBSERVABILITY_BUDGET * 100}% budget`,
      );
    }
    console.log(
      `(load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})\n`,
    );
  }
  if (rows.length > 0) {
    console.log(
      [
        'read'.padEnd(34),
        'bytes'.padStart(7),
        'app req/s'.padStart(10),
        'app p99'.padStart(9),
        'bare req/s'.padStart(11),
        'bare p99'.padStart(9),
        'app/bare'.padStart(9),
        'errors'.padStart(7),
      ].join(''),
    );
  }
  for (const r of rows) {
    console.log(
      [
        r.label.padEnd(34),
        fmt(r.bytes).padStart(7),
        fmt(r.app.rps).padStart(10),
        `${r.app.p99} ms`.padStart(9),
        fmt(r.bare.rps).padStart(11),
        `${r.bare.p99} ms`.padStart(9),
        fmt(r.app.rps / r.bare.rps, 2).padStart(9),
        String(r.app.errors + r.bare.errors).padStart(7),
      ].join(''),
    );
  }
  for (const [engine, s] of Object.entries(scale)) {
    const { search, page } = s;
    console.log(
      `\n[${engine}] ${fmt(LARGE_MENU)} foods, ${search.terms} distinct terms, one at a time:`,
    );
    console.log(
      `  suggestions        p50 ${ms(search.suggestions.p50)}, p95 ${ms(search.suggestions.p95)}, max ${ms(search.suggestions.max)}`,
    );
    console.log(
      `  getAllFood?search= p50 ${ms(search.getAllFood.p50)}, p95 ${ms(search.getAllFood.p95)}, max ${ms(search.getAllFood.max)}`,
    );
    if (!page) continue;
    console.log(
      `  first page cached:   ${fmt(page.largeCached.rps)} req/s at ${fmt(LARGE_MENU)} vs ${fmt(page.demoCached.rps)} at 56 (p99 ${page.largeCached.p99} vs ${page.demoCached.p99} ms): ${fmt(page.demoCached.rps / page.largeCached.rps, 2)} x the time`,
    );
    console.log(
      `  first page uncached: p95 ${ms(page.largeUncached.p95)} at ${fmt(LARGE_MENU)} vs ${ms(page.demoUncached.p95)} at 56: ${fmt(page.largeUncached.p95 / page.demoUncached.p95, 2)} x`,
    );
  }
  if (SMOKE) return;
  const resultsDir = path.join(REPO, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const out = path.join(
    resultsDir,
    `catalog-reads-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    out,
    JSON.stringify(
      {
        cpus: os.cpus().length,
        duration: DURATION,
        connections: CONNECTIONS,
        observabilityCost: cost,
        rows,
        scale,
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(REPO, out)}`);
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exitCode = 1;
  });
