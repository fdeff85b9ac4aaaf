// `npm test -- <path>...` (issue 35): one file or folder, or several, with only what they need.
// Vitest already runs only the projects whose include patterns match the paths, and only those
// projects' global set-ups (an API file: both databases, each with its set-up). What is left to
// decide here: no lint or typecheck of the whole tree, and the build only when a selected file
// runs the built app and the build no longer matches its sources (build-freshness.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Vitest options whose next argument is their value, never a path to test. */
const TAKES_VALUE = new Set([
  '--project',
  '--reporter',
  '--config',
  '-c',
  '--root',
  '-r',
  '--dir',
  '--outputFile',
  '--testNamePattern',
  '-t',
  '--shard',
  '--exclude',
  '--maxWorkers',
  '--sequence.seed',
]);

/**
 * The arguments that are files or folders of the tree (relative to `root`), in order, and those
 * written as a path (a folder or a test file's name) that is not there: a typo must not start
 * the whole suite, which is what Vitest's name filter would leave to run.
 */
export function selectedPaths(args, root) {
  const paths = [];
  const missing = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg.startsWith('-')) {
      if (TAKES_VALUE.has(arg)) i += 1;
      continue;
    }
    if (isPath(path.resolve(root, arg))) paths.push(arg);
    else if (arg.includes('/') || TEST_FILE.test(arg)) missing.push(arg);
  }
  return { paths, missing };
}

function isPath(full) {
  try {
    statSync(full);
    return true;
  } catch {
    return false;
  }
}

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', '.git', '.vite']);
/**
 * A test file that runs the build: the browser files, and the API and script files that start
 * the built server (server-process.ts) or read the built storefront or API.
 */
const RUNS_THE_BUILD = /server-process|apps\/(?:api|web)\/dist\b/;

function* testFiles(full) {
  if (!statSync(full).isDirectory()) {
    if (TEST_FILE.test(full)) yield full;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    yield* testFiles(path.join(full, entry.name));
  }
}

/** Whether any test file in `paths` (files or folders) runs the built app. */
export function needsBuild(paths, root) {
  const browser = path.join(root, 'tests', 'browser') + path.sep;
  for (const selected of paths) {
    for (const file of testFiles(path.resolve(root, selected))) {
      if (file.startsWith(browser)) return true;
      if (RUNS_THE_BUILD.test(readFileSync(file, 'utf8'))) return true;
    }
  }
  return false;
}
