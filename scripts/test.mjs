#!/usr/bin/env node
// `npm test`: the build, lint and typecheck at once, then every Vitest project as soon as the
// build is done, beside lint and typecheck (test-steps.mjs). Arguments go to Vitest
// (`npm test -- --project unit`). With files or folders (`npm test -- <path>...`) only those
// run, with what they need: no lint or typecheck, the build only when a selected file runs the
// built app and the sources changed since it (test-selection.mjs). The exit code is non-zero
// when any step failed.
import path from 'node:path';
import { buildFreshness } from './build-freshness.mjs';
import { runSteps } from './test-steps.mjs';
import { needsBuild, selectedPaths } from './test-selection.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npmRun = (script) => ({
  name: `npm run ${script}`,
  command: [npm, 'run', '--silent', script],
});
// The checks' outputs are held (no terminal): colours only when npm test has one, as before.
const env = { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
// Vitest's output is piped: keep its colours when there is a terminal, else leave it be.
const vitestEnv = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;

/** The whole suite; or, given paths, those files with only the build they need. */
function plan() {
  const { paths, missing } = selectedPaths(args, root);
  if (missing.length > 0) {
    console.error(
      `No such file or folder (paths are from the repository's root): ${missing.join(', ')}`,
    );
    process.exit(1);
  }
  if (paths.length === 0) {
    return { prepare: npmRun('build'), checks: [npmRun('lint'), npmRun('typecheck')] };
  }
  let build = 'not needed by these files';
  let prepare;
  if (needsBuild(paths, root)) {
    const freshness = buildFreshness(root);
    build = freshness.fresh ? 'up to date' : `building (${freshness.reason})`;
    if (!freshness.fresh) prepare = npmRun('build');
  }
  console.log(`Only ${paths.join(', ')}: no lint or typecheck; the build: ${build}.`);
  return { prepare, checks: [] };
}

const failed = await runSteps({
  ...plan(),
  main: {
    name: 'vitest run',
    command: [process.execPath, path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args],
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
