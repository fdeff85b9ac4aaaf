import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { browserWorkers } from './tests/sequencing/browser-workers.ts';
import DurationSequencer from './tests/sequencing/duration-sequencer.ts';
import { pgliteIncludes } from './tests/sequencing/pglite-files.ts';

const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
const apiTests = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'];
const apiUnit = 'apps/api/src/**/*.unit.test.ts';
/**
 * API files that never open a test database (an event bus, a token verifier, the built server on
 * its own data folder): the same run on either database, so they run in api-pglite only.
 */
const apiDbFree = '**/*.db-free.test.ts';
const apiGlobalSetup = 'apps/api/test/global-setup.ts';
/** Notes each API file's statements, for the coverage of both databases (decision 0093). */
const apiSetupFiles = ['apps/api/test/sql-statements-setup.ts'];
/**
 * Every test process runs on a clock far from the restaurant's (Asia/Kolkata, +05:30), so a time
 * shown from the machine's or the browser's zone instead of the restaurant's fails a test
 * (decision 0037). Set here, before the workers start, so Node reads it at their first Date.
 */
const MACHINE_ZONE = 'America/Los_Angeles';
process.env.TZ = MACHINE_ZONE;

/**
 * What the run's files share across workers and projects (the Auth emulator,
 * tests/browser/shared-auth-emulator.ts) lives under this folder, made on first use and ended
 * with this process. Set once, in the main process; the workers inherit it.
 */
process.env.NT_TEST_RUN_PID ??= String(process.pid);
process.env.NT_TEST_RUN_DIR ??= path.join(tmpdir(), `nt-test-run-${process.pid}`);

/**
 * Browser files at a time: three, or one on a machine slow to map memory (the module says why).
 * Probed once: the answer goes into the environment, which Vitest's workers (and any later
 * evaluation of this file) inherit.
 */
const browser = browserWorkers(process.env.BROWSER_TEST_WORKERS);
if (browser.reason !== 'BROWSER_TEST_WORKERS') {
  process.env.BROWSER_TEST_WORKERS = String(browser.workers);
  console.log(`Browser files at a time: ${browser.workers} (${browser.reason})`);
}

export default defineConfig({
  resolve: { alias: { '@': webSrc } },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Vitest's default on a 2-core machine is ONE worker, so every API file ran in turn while the
    // PostgreSQL server (its own process) left a core idle. Each file has its own database (and
    // each browser file its own app, data folder, ports and chromium), so two at a time is safe.
    maxWorkers: 2,
    // expect.poll's default gives up after 1 s: at load 19 on 2 cores (the suite beside other
    // work) a child node process took longer than that to listen. Waiting longer costs nothing
    // when the awaited state comes; only a failing poll waits the whole 15 s.
    expect: { poll: { timeout: 15_000 } },
    // Longest files first, by the durations a whole run measured (tests/sequencing/): the two
    // workers then end each group together instead of one running a long file alone at the end.
    // `npm run test:durations` measures them again.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            apiUnit,
            'scripts/**/*.test.mjs',
            'tests/sequencing/**/*.test.ts',
          ],
          environment: 'node',
          // One module registry per worker, as in the API projects: the files' own state lives
          // in their tests (stores made per test, timers and globals put back after each), and
          // importing React, zod and the contract again for each of ~130 files was most of the
          // project's CPU (105 s isolated, 45-65 s shared; decision 0107).
          isolate: false,
          // statement-timeout.unit.test.ts talks to PostgreSQL (the run's own, when none answers).
          globalSetup: ['apps/api/test/postgres-global-setup.ts'],
          // These run while lint and typecheck still do (scripts/test.mjs): a CPU-bound test of
          // ~1 s (the cart property test, 400 runs) took over Vitest's default 5 s at load ~40.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          sequence: { groupOrder: 1 },
          // Every API file runs on PostgreSQL; here, those that send every statement the
          // PostgreSQL run sends, the database-free files and the ones listed as needing both
          // (tests/sequencing/pglite-files.json; `PGLITE_FILES=all` runs every file).
          include: [...pgliteIncludes(apiTests, process.env.PGLITE_FILES), `apps/api/${apiDbFree}`],
          setupFiles: apiSetupFiles,
          // Faults of a PostgreSQL server (a second process, a restart) have no PGlite twin.
          exclude: [apiUnit, '**/*.postgres.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          // Each file builds its own app on its own database, and no module keeps state of its
          // own: the files of a worker can share one module registry (the app's whole import
          // graph was evaluated again for every file, a quarter of the API projects' time).
          isolate: false,
          // Builds this run's template databases, which each test file copies (test-app.ts).
          globalSetup: [apiGlobalSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          sequence: { groupOrder: 1 },
          include: apiTests,
          exclude: [apiUnit, apiDbFree, '**/node_modules/**'],
          env: { TEST_DB: 'postgres' },
          setupFiles: apiSetupFiles,
          isolate: false,
          globalSetup: [apiGlobalSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          maxWorkers: browser.workers,
          // After the API suites: chromium and the app need the CPU to themselves.
          sequence: { groupOrder: 2 },
          include: ['tests/browser/**/*.test.ts'],
          // Each file's app starts on a copy of one first-started data folder.
          globalSetup: ['tests/browser/global-setup.ts'],
          // The harness keeps nothing per file in module state (its app, browser connection and
          // contexts live in each file's hooks), so a worker's files can share one module
          // registry: playwright-core and the helpers were imported again for every file
          // (six files: 52.3 s of CPU isolated, 48.6 s shared; decision 0044, third pass).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
