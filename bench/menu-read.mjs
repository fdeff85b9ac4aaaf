// The menu read (GET /foods/getAllFood, the default page) against a bare node:http server sending
// the same bytes, with the production logging and metrics defaults (a JSON request line per
// request into a pipe, as under systemd; metrics on), in rounds that alternate which goes first.
// Issue 36, item 1: ≥ 0.8 × bare with p99 ≤ 10 ms. See bench/README.md.
// Usage (after `npm run build`):
//   node bench/menu-read.mjs [--duration 5] [--connections 50] [--rounds 3] [--cpu-prof]
// --smoke (tests/topology/bench-setups.test.ts): one round of one request each, and the profile
// of one request, so the set-up and the profile's summary cannot stop working unnoticed.
// BENCH_BEFORE_BUNDLE=<another build's server.js>: that build too, alternating with this one.
// --cpu-prof: one more run of each build under `node --cpu-prof`, summarised (cpu-profile.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
import { printProfile } from './cpu-profile.mjs';

const DURATION = Math.min(arg('duration', 5), 60);
const CONNECTIONS = Math.min(arg('connections', 50), 256);
const ROUNDS = SMOKE ? 1 : Math.min(arg('rounds', 3), 10);
const CPU_PROF = SMOKE || process.argv.includes('--cpu-prof');
const WARMUP = 2;
const MENU = '/api/v1/foods/getAllFood';
/** What production runs with unless told otherwise (config/env.ts defaults), as JSON lines. */
const PRODUCTION_LOGGING = {
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  METRICS_ENABLED: 'true',
  // Production refuses to start without one (decision 0072); the bench never uses it.
  TOTP_ENCRYPTION_KEY: 'be'.repeat(32),
};

const builds = [
  ['this build', BUNDLE],
  ...(process.env.BENCH_BEFORE_BUNDLE ? [['before', process.env.BENCH_BEFORE_BUNDLE]] : []),
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The monotonic clock in µs, as a CPU profile's timestamps count (both CLOCK_MONOTONIC). */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The process's CPU time so far, in seconds (Linux: utime + stime in /proc, 100 ticks a second).
 * CPU per request hardly moves when other work shares the cores, unlike req/s.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** A load run with the server's CPU µs per request beside it. */
async function measured(port, pid) {
  const cpu = cpuSeconds(pid);
  const from = monotonicMicros();
  const result = await load(port, MENU, DURATION, CONNECTIONS);
  const to = monotonicMicros();
  const cpuMicros = ((cpuSeconds(pid) - cpu) * 1e6) / result.requests;
  return { ...result, cpuMicros, window: { from, to } };
}

async function measureApp(db, bundle, nodeArgs = []) {
  const api = await startApi(db, PRODUCTION_LOGGING, nodeArgs, bundle);
  try {
    await load(api.port, MENU, WARMUP, CONNECTIONS);
    return await measured(api.port, api.child.pid);
  } finally {
    await stop(api.child);
  }
}

async function main() {
  for (const [, bundle] of builds) {
    if (!existsSync(bundle)) throw new Error(`No API bundle at ${bundle}: npm run build first.`);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nt-menu-read-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const targets = await prepareDatabases(workDir, 0);
  const results = [];
  // --rounds 0: the profile alone.
  for (const t of ROUNDS > 0 ? targets : []) {
    // The bytes the bare server replays: this build's answer to the same request.
    const first = await startApi(t.demo, PRODUCTION_LOGGING);
    const answer = await get(first.port, MENU);
    await stop(first.child);
    if (answer.status !== 200) throw new Error(`${MENU} answered ${answer.status}`);
    const bare = await startBaseline({ byPath: { [MENU]: recording(answer) } }, workDir);
    try {
      await load(bare.port, MENU, WARMUP, CONNECTIONS);
      const runs = Object.fromEntries(builds.map(([name]) => [name, []]));
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order so neither side always runs on the warmer (or busier) machine.
        const order = round % 2 ? [...builds].reverse() : builds;
        for (const [name, bundle] of order) {
          const before = loadAverage();
          const app = await measureApp(t.demo, bundle);
          const floor = await measured(bare.port, bare.child.pid);
          const cpuRatio = floor.cpuMicros / app.cpuMicros;
          runs[name].push({ app, bare: floor, ratio: app.rps / floor.rps, cpuRatio, load: before });
          if (!SMOKE)
            console.log(
              `[${t.engine}] ${name} round ${round + 1}: app ${fmt(app.rps)} req/s p99 ${app.p99} ms ${fmt(app.cpuMicros)} µs CPU/req, bare ${fmt(floor.rps)} req/s p99 ${floor.p99} ms ${fmt(floor.cpuMicros)} µs: ${fmt(app.rps / floor.rps, 3)} x bare (CPU ${fmt(cpuRatio, 3)}), errors ${app.errors} (load ${before})`,
            );
        }
      }
      for (const [name, list] of Object.entries(runs)) {
        results.push({
          engine: t.engine,
          build: name,
          bytes: answer.body.length,
          ratio: median(list.map((r) => r.ratio)),
          cpuRatio: median(list.map((r) => r.cpuRatio)),
          cpuMicros: median(list.map((r) => r.app.cpuMicros)),
          p99: median(list.map((r) => r.app.p99)),
          errors: list.reduce((n, r) => n + r.app.errors, 0),
          runs: list,
        });
      }
    } finally {
      await stop(bare.child);
    }
  }
  const profiles = [];
  if (CPU_PROF) {
    for (const [name, bundle] of builds) {
      const dir = path.join(
        SMOKE ? workDir : path.join(REPO, 'bench/results/profiles'),
        `${Date.now()}-${name.replace(/ /g, '-')}`,
      );
      await mkdir(dir, { recursive: true });
      const run = await measureApp(targets[0].demo, bundle, [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
      ]);
      const files = await readdir(dir);
      if (files.length === 0) throw new Error(`no CPU profile written in ${dir}`);
      for (const file of files) {
        const summary = printProfile(path.join(dir, file), SMOKE ? 5 : 25, run.window);
        profiles.push({
          build: name,
          file: path.join(dir, file),
          top: summary.fnSelf.slice(0, 40),
          places: summary.placeTotal.slice(0, 40),
        });
      }
    }
  }
  // One request each: no figure worth printing.
  if (SMOKE) {
    console.log(
      'menu-read: set-up, the menu read on the app and the bare server, a profile (smoke)',
    );
    return;
  }
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} rounds, load average now ${loadAverage()}`,
  );
  console.log(`GET ${MENU} (production logging and metrics), median of the rounds:`);
  for (const r of results) {
    const verdict = r.ratio >= 0.8 && r.p99 <= 10 ? 'meets' : 'misses';
    console.log(
      `  ${r.engine.padEnd(9)} ${r.build.padEnd(11)} ${fmt(r.ratio, 3)} x bare (bare's CPU per request / the app's: ${fmt(r.cpuRatio, 3)}; app ${fmt(r.cpuMicros)} µs), p99 ${r.p99} ms, ${r.errors} errors (${fmt(r.bytes)} bytes): ${verdict} ≥ 0.8 x and p99 ≤ 10 ms`,
    );
  }
  const out = path.join(REPO, 'bench/results', `menu-read-${Date.now()}.json`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, JSON.stringify({ results, profiles }, null, 2));
  console.log(`JSON: ${path.relative(REPO, out)}`);
}

try {
  await main();
} finally {
  await cleanup();
}
