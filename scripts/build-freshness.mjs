// Whether the production build still matches its sources (docs/decisions/0054): a hash of the
// content of every file the build reads, kept beside the build output once a build succeeds.
// Content, not mtimes: a checkout, a copy or `touch` changes mtimes without changing a build, and
// an editor or `cp -p` can keep an mtime while changing a file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: the storefront, the API's code and bundler, the contract, the lockfile. */
const BUILD_INPUTS = [
  'apps/web',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'packages/contract',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Never part of a build: outputs, installed packages, tests and their helpers. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'test', '.vite']);
const SKIPPED_FILE = /\.test\.[cm]?[jt]sx?$/;

/** What `npm start` serves; all three must be there for a build to count. */
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/api/dist/server.js',
];

/** Beside the API bundle: written last by a build that succeeded, removed when one starts. */
const STAMP = 'apps/api/dist/build-fingerprint.json';

function inputFiles(root, relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    // A file, not a folder.
    out.push(relative);
    return;
  }
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) inputFiles(root, child, out);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) {
      out.push(child);
    }
  }
}

/** One hash of every input file's path and content, in a fixed order. */
export function buildFingerprint(root) {
  const files = [];
  for (const input of BUILD_INPUTS) inputFiles(root, input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest();
    hash.update(`${file}\0`).update(content);
  }
  return hash.digest('hex');
}

/** `{ fresh: true }`, or `{ fresh: false, reason }` in words for the terminal. */
export function buildFreshness(root) {
  const missing = BUILD_OUTPUTS.find((file) => !existsSync(path.join(root, file)));
  if (missing) return { fresh: false, reason: `no build yet (${missing} is missing)` };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8'));
  } catch {
    return { fresh: false, reason: 'the build has no fingerprint (made before it, or unfinished)' };
  }
  if (stamp.fingerprint !== buildFingerprint(root)) {
    return { fresh: false, reason: 'the sources changed since the last build' };
  }
  return { fresh: true };
}

/** Before a build: an interrupted or failed build must never look fresh. */
export function removeBuildStamp(root) {
  rmSync(path.join(root, STAMP), { force: true });
}

/** After a build that succeeded, with the fingerprint taken before it started. */
export function writeBuildStamp(root, fingerprint) {
  writeFileSync(path.join(root, STAMP), `${JSON.stringify({ fingerprint }, null, 2)}\n`);
}
