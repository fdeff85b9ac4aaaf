// How soon `npm start` is ready again when nothing changed (issue 23 item 1, decision 0054):
// from the command to the storefront's `/` and `/api/v1/health` both answering 200, on a data
// folder that already holds the demo menu. Baseline, in the same run and on the same folder:
// the built API started directly (`node apps/api/dist/server.js`), no launcher, no build check,
// no emulator. Also the path `npm start` took before (`npm run build && node scripts/start.mjs`)
// unless --no-old. Usage (after `npm run build`):
//   node bench/restart.mjs [--rounds 3] [--no-old] [--smoke]
// --smoke (tests/topology/bench-setups.test.ts): the first start alone (the direct one, on an empty folder).
import { spawn } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildFreshness } from '../scripts/build-freshness.mjs';
import { REPO, SMOKE, arg, cleanup, fmt, freePort, get } from './bench-kit.mjs';

const ROUNDS = Math.max(arg('rounds', 3), 1);
const WITH_OLD = !process.argv.includes('--no-old');
const TARGET_SECONDS = 3;

/** Each run in its own process group, so stopping it reaches the launcher and npm alike. */
function launch(command, args, env) {
  const child = spawn(command, args, {
    cwd: REPO,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.outputText = () => output;
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

async function answers(port, urlPath) {
  try {
    return (await get(port, urlPath)).status === 200;
  } catch {
    return false;
  }
}

/** Seconds from launch until `/` and the health check both answer 200. */
async function timeToReady(command, args, env, port) {
  const started = performance.now();
  const child = launch(command, args, env);
  const until = started + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${child.outputText()}`);
    if ((await answers(port, '/api/v1/health')) && (await answers(port, '/'))) break;
    if (performance.now() > until) throw new Error(`never ready:\n${child.outputText()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - started) / 1000;
  process.kill(-child.pid, 'SIGTERM');
  await child.exited;
  // The next run needs the port and the data folder's lock: wait until the API let them go.
  while (await answers(port, '/api/v1/health')) await new Promise((r) => setTimeout(r, 50));
  await leftoversGone(env.DATA_DIR);
  return seconds;
}

/** Our processes still working in the data folder (the emulator's CLI ends in its own time). */
function leftovers(dataDir) {
  const pids = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(dataDir)) pids.push(Number(pid));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/** The next run must not share the CPU with this one's leftovers: 30 s, then they are killed. */
async function leftoversGone(dataDir) {
  if (process.platform !== 'linux') return;
  const until = performance.now() + 30_000;
  while (leftovers(dataDir).length > 0 && performance.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const pid of leftovers(dataDir)) process.kill(pid, 'SIGKILL');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const freshness = buildFreshness(REPO);
if (!freshness.fresh) {
  console.error(`Build first (npm run build): ${freshness.reason}.`);
  process.exit(1);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'nt-bench-restart-'));
try {
  const port = await freePort();
  const env = {
    DATA_DIR: path.join(work, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const kinds = {
    direct: [process.execPath, [path.join(REPO, 'apps/api/dist/server.js')]],
    'npm start': ['npm', ['start']],
  };
  if (WITH_OLD) {
    // A package.json of its own runs the old script text in the same checkout.
    const old = path.join(work, 'old');
    await mkdir(old);
    await writeFile(
      path.join(old, 'package.json'),
      JSON.stringify({
        scripts: { start: `cd ${REPO} && npm run build && node scripts/start.mjs` },
      }),
    );
    kinds['old npm start (build every time)'] = ['npm', ['start', '--prefix', old]];
  }

  const first = await timeToReady(...kinds.direct, env, port);
  console.log(
    `First start on an empty data folder (migrate, seed the demo menu): ${fmt(first, 2)} s`,
  );
  const seconds = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  for (let round = 0; round < (SMOKE ? 0 : ROUNDS); round++) {
    for (const [kind, [command, args]] of Object.entries(kinds)) {
      seconds[kind].push(await timeToReady(command, args, env, port));
    }
  }

  if (SMOKE) {
    await cleanup();
    await rm(work, { recursive: true, force: true });
    process.exit(0);
  }
  const baseline = median(seconds.direct);
  console.log(
    `\nRestart with nothing changed, median of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  for (const [kind, xs] of Object.entries(seconds)) {
    console.log(
      `  ${kind.padEnd(34)} ${fmt(median(xs), 2).padStart(6)} s  ${fmt(median(xs) / baseline, 2)} x baseline  (${xs.map((x) => fmt(x, 2)).join(', ')})`,
    );
  }
  const ready = median(seconds['npm start']);
  console.log(
    `\nnpm start ready in ${fmt(ready, 2)} s (target ${TARGET_SECONDS} s: ${ready <= TARGET_SECONDS ? 'met' : 'NOT met'}), ` +
      `${fmt(ready / baseline, 2)} x the API started directly.`,
  );
} finally {
  await cleanup();
  await rm(work, { recursive: true, force: true });
}
