import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from './harness';

/**
 * Once per run: the built app starts on an empty folder (migrations, seeds) and stops; each test
 * file's app then starts on a copy of that folder instead of setting up its own database.
 */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  await stack.stop({ keepData: true });
  // What belongs to one running server, not to the database.
  for (const name of ['ninetonine.lock', 'control.json', 'outbox']) {
    rmSync(path.join(stack.dataDir, name), { recursive: true, force: true });
  }
  project.provide('browserDataTemplate', stack.dataDir);
  return () => rmSync(stack.dataDir, { recursive: true, force: true });
}
