import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Each benchmark's set-up, run once (issue 36, item 2): `--smoke` starts what the bench starts
 * (the built API in apps/api/dist, on throwaway databases it migrates), sends one request of
 * each kind it measures and stops, exit 0 only if all of that worked. A bench that no longer
 * starts fails here, not on the day someone measures. Nothing here needs bench/'s own install
 * (autocannon, Lighthouse): those are imported only when a real run loads. Outside `npm test`,
 * in the CI step that runs the production topology (`npm run test:topology`, after the build):
 * ten production starts cost more than a minute of CPU, and the suite keeps to ten minutes.
 */
const root = path.resolve(import.meta.dirname, '../..');
const postgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const run = promisify(execFile);

/**
 * The bench, whether it makes PostgreSQL databases too (next to the suite's server's), and
 * Node's options (order-streams builds the app from the sources, through tsx).
 */
const BENCHES: [file: string, onPostgres: boolean, nodeArgs?: string[]][] = [
  ['place-orders.mjs', true],
  ['catalog-reads.mjs', true],
  ['memory.mjs', false],
  ['provider-late.mjs', false],
  ['lighthouse.mjs', false],
  ['first-load-js.mjs', false],
  ['restart.mjs', false],
  ['order-streams.mjs', false, ['--import', 'tsx']],
  ['lunch-rush.mjs', false],
  ['menu-read.mjs', false],
];

describe('bench set-ups', () => {
  it.each(BENCHES)(
    '%s --smoke starts, answers and stops',
    async (file, onPostgres, nodeArgs) => {
      const { stdout, stderr } = await run(
        process.execPath,
        [...(nodeArgs ?? []), path.join(root, 'bench', file), '--smoke'],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            ...(onPostgres && { DATABASE_URL: postgres }),
          },
          timeout: 240_000,
        },
      ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(
          `${file} --smoke failed: ${error.message}\n${error.stdout}\n${error.stderr}`,
        );
      });
      expect(`${stdout}${stderr}`).not.toMatch(/Error:/);
      // Each starts a server or two and migrates fresh databases: far more than a unit test's 30 s
      // on a loaded machine.
    },
    300_000,
  );
});
