// Throughput and p99 latency of the catalog reads, next to a bare node:http server sending the
// very same bytes. See bench/README.md. Usage (after `npm run build`):
//   node bench/get-all-food.mjs [--duration 10] [--connections 8] [--foods 10000]
// Set DATABASE_URL=postgres://... to also run against PostgreSQL (throwaway databases).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  BUNDLE,
  REPO,
  arg,
  cleanup,
  fmt,
  get,
  load as loadWith,
  onCleanup,
  prepareDatabases,
  recording,
  startApi,
  startBaseline,
  stop,
} from './bench-kit.mjs';

const DURATION = Math.min(arg('duration', 10), 60);
const CONNECTIONS = Math.min(arg('connections', 8), 64);
const LARGE_MENU = Math.min(arg('foods', 10_000), 50_000);
const WARMUP = 2;
const load = (port, urlPath, duration) => loadWith(port, urlPath, duration, CONNECTIONS);

/** Record the app's exact answer, then load the app and the replay for the same time. */
async function compare(label, db, urlPath, workDir) {
  const api = await startApi(db);
  try {
    const first = await get(api.port, urlPath);
    if (first.status !== 200) throw new Error(`${urlPath} answered ${first.status}: ${first.body}`);
    // Guard against measuring an empty menu (a wrong or unseeded database).
    const answer = JSON.parse(first.body);
    if (!(answer.foods ?? answer.suggestions)?.length) throw new Error(`${urlPath}: empty answer`);
    const baseline = await startBaseline(recording(first), workDir);
    try {
      await load(api.port, urlPath, WARMUP);
      await load(baseline.port, urlPath, WARMUP);
      const app = await load(api.port, urlPath, DURATION);
      const bare = await load(baseline.port, urlPath, DURATION);
      return { label, path: urlPath, bytes: first.body.length, app, bare };
    } finally {
      await stop(baseline.child);
    }
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
  console.log(`Preparing databases (demo menu, and ${fmt(LARGE_MENU)} foods)...`);
  const targets = await prepareDatabases(workDir, LARGE_MENU);
  const rows = [];
  for (const t of targets) {
    console.log(`[${t.engine}] GET /foods/getAllFood on the demo menu...`);
    rows.push(
      await compare(
        `getAllFood, demo menu, ${t.engine}`,
        t.demo,
        '/api/v1/foods/getAllFood',
        workDir,
      ),
    );
    console.log(`[${t.engine}] GET /foods/suggestions on ${fmt(LARGE_MENU)} foods...`);
    rows.push(
      await compare(
        `suggestions, ${fmt(LARGE_MENU)} foods, ${t.engine}`,
        t.large,
        '/api/v1/foods/suggestions?q=panner',
        workDir,
      ),
    );
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per run, loopback, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(
    [
      'scenario'.padEnd(38),
      'bytes'.padStart(7),
      'app req/s'.padStart(10),
      'app p99'.padStart(9),
      'bare req/s'.padStart(11),
      'bare p99'.padStart(9),
      'app/bare'.padStart(9),
    ].join(''),
  );
  for (const r of rows) {
    console.log(
      [
        r.label.padEnd(38),
        fmt(r.bytes).padStart(7),
        fmt(r.app.rps).padStart(10),
        `${r.app.p99} ms`.padStart(9),
        fmt(r.bare.rps).padStart(11),
        `${r.bare.p99} ms`.padStart(9),
        `${fmt((100 * r.app.rps) / r.bare.rps, 1)}%`.padStart(9),
      ].join(''),
    );
    if (r.app.errors || r.bare.errors)
      console.log(`  errors: app ${r.app.errors}, bare ${r.bare.errors}`);
  }
  const resultsDir = path.join(REPO, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const out = path.join(
    resultsDir,
    `get-all-food-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    out,
    JSON.stringify({ duration: DURATION, connections: CONNECTIONS, rows }, null, 2),
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
