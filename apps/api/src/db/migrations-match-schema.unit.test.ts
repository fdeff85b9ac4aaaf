import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../..');
const migrations = path.join(apiDir, 'drizzle');
const drizzleKit = path.join(
  path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
  'bin.cjs',
);

const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
const journal = (dir: string) => readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8');

/**
 * drizzle-kit compares the schema with the last migration's snapshot: `generate` on a copy of the
 * migrations folder writes a new migration exactly when someone changed the schema without one
 * (decision 0045). The copy keeps the real folder untouched whatever the outcome.
 */
describe('the Drizzle schema and the migrations', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'nt-migrations-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('agree: generating from the schema makes no new migration', async () => {
    const copy = path.join(work, 'drizzle');
    cpSync(migrations, copy, { recursive: true });
    // drizzle-kit joins `--out` to './' (an absolute path would not resolve): pass it relative.
    const run = promisify(execFile)(
      process.execPath,
      [
        drizzleKit,
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema/index.ts',
        `--out=${path.relative(apiDir, copy)}`,
      ],
      { cwd: apiDir, timeout: 90_000, env: { ...process.env, FORCE_COLOR: '0' } },
    );
    // No input: a rename question (a column dropped, another added) ends the run, not waits.
    run.child.stdin?.end();
    const { stdout } = await run.catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`drizzle-kit generate failed: ${error.message}\n${error.stderr ?? ''}`);
    });

    expect(files(copy), 'files drizzle-kit generated: run `npm run db:generate`').toEqual(
      files(migrations),
    );
    expect(journal(copy)).toBe(journal(migrations));
    // Empty when drizzle-kit stopped at a question (a rename?) before writing anything.
    expect(stdout, 'drizzle-kit saw changes: run `npm run db:generate`').toContain(
      'No schema changes',
    );
  }, 120_000);
});
