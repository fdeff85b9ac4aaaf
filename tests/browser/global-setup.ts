import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureTestPostgres } from '../../apps/api/test/test-postgres';
import { timed } from '../../apps/api/test/setup-timings';
import { startStack } from './app-stack';
import { launchBrowserServer } from './chromium';

/**
 * Once per run: the built app starts on an empty folder (migrations, seeds) and stops; each test
 * file's app then starts on a copy of that folder instead of setting up its own database. And
 * the run's one Chromium, which every file connects to (chromium.ts, launchBrowserServer).
 */
export default async function setup(project: TestProject) {
  // A few files run an app on PostgreSQL (TEST_DATABASE_URL, or the run's own server).
  const releasePostgres = await timed('browser: PostgreSQL', ensureTestPostgres);
  const launching = timed('browser: Chromium', launchBrowserServer);
  // The first start makes the database (initdb, migrations, the demo menu's pictures): on a
  // loaded machine that took longer than a copy's start is given, and past 180 s at load ~35
  // while lint and typecheck ran beside it (decision 0075's appendix).
  const starting = timed('browser: first app start', () => startStack({ startTimeoutMs: 300_000 }));
  const [browserServer, stack] = await Promise.allSettled([launching, starting]);
  if (browserServer.status === 'rejected' || stack.status === 'rejected') {
    // Whichever did start must not keep the run alive.
    if (browserServer.status === 'fulfilled') await browserServer.value.close();
    if (stack.status === 'fulfilled') await stack.value.stop();
    await releasePostgres();
    throw [browserServer, stack].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))[0];
  }
  await stack.value.stop({ keepData: true });
  // What belongs to one running server, not to the database.
  for (const name of ['ninetonine.lock', 'control.json', 'outbox']) {
    rmSync(path.join(stack.value.dataDir, name), { recursive: true, force: true });
  }
  project.provide('browserDataTemplate', stack.value.dataDir);
  project.provide('browserEndpoint', browserServer.value.wsEndpoint());
  return async () => {
    await browserServer.value.close();
    rmSync(stack.value.dataDir, { recursive: true, force: true });
    await releasePostgres();
  };
}
