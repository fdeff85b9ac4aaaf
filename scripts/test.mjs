#!/usr/bin/env node
// `npm test`: the build, lint and typecheck at once, then every Vitest project as soon as the
// build is done, beside lint and typecheck (test-steps.mjs). Arguments go to Vitest
// (`npm test -- --project unit`). The exit code is non-zero when any step failed.
import path from 'node:path';
import { runSteps } from './test-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npmRun = (script) => ({
  name: `npm run ${script}`,
  command: [npm, 'run', '--silent', script],
});
// The checks' outputs are held (no terminal): colours only when npm test has one, as before.
const env = { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
// Vitest's output is piped: keep its colours when there is a terminal, else leave it be.
const vitestEnv = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;

const failed = await runSteps({
  prepare: npmRun('build'),
  checks: [npmRun('lint'), npmRun('typecheck')],
  main: {
    name: 'vitest run',
    command: [
      process.execPath,
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...process.argv.slice(2),
    ],
    env: vitestEnv,
  },
  out: process.stdout,
  err: process.stderr,
  env,
});
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
