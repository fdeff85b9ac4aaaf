import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTestPostgres } from '../../apps/api/test/test-postgres';
import { startStack } from './harness';

/**
 * Once per run: the built app starts on an empty folder (migrations, seeds) and stops; each test
 * file's app then starts on a copy of that folder instead of setting up its own database.
 */
export default async function setup(project: TestProject) {
  // A few files run an app on PostgreSQL (TEST_DATABASE_URL, or the run's own server).
  const releasePostgres = await ensureTestPostgres();
  const stack = await startStack();
  await stack.stop({ keepData: true });
  // What belongs to one running server, not to the database.
  for (const name of ['ninetonine.lock', 'control.json', 'outbox']) {
    rmSync(path.join(stack.dataDir, name), { recursive: true, force: true });
  }
  project.provide('browserDataTemplate', stack.dataDir);
  return async () => {
    rmSync(stack.dataDir, { recursive: true, force: true });
    await releasePostgres();
  };
}
