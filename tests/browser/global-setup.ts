import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTestPostgres } from '../../apps/api/test/test-postgres';
import { launchBrowserServer, startStack } from './harness';

/**
 * Once per run: the built app starts on an empty folder (migrations, seeds) and stops; each test
 * file's app then starts on a copy of that folder instead of setting up its own database. And
 * the run's one Chromium, which every file connects to (harness.ts, launchBrowserServer).
 */
export default async function setup(project: TestProject) {
  // A few files run an app on PostgreSQL (TEST_DATABASE_URL, or the run's own server).
  const releasePostgres = await ensureTestPostgres();
  const [browserServer, stack] = await Promise.all([launchBrowserServer(), startStack()]);
  await stack.stop({ keepData: true });
  // What belongs to one running server, not to the database.
  for (const name of ['ninetonine.lock', 'control.json', 'outbox']) {
    rmSync(path.join(stack.dataDir, name), { recursive: true, force: true });
  }
  project.provide('browserDataTemplate', stack.dataDir);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    rmSync(stack.dataDir, { recursive: true, force: true });
    await releasePostgres();
  };
}
