// Installs the benchmarks' own tools (autocannon, Lighthouse, chrome-launcher) from
// bench/package-lock.json when they are missing or the lockfile changed since: they are not part
// of the root `npm ci` (decision 0058). Run by `npm run bench` and `npm run bench:install`.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

const bench = import.meta.dirname;
const mtime = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
// npm ci writes node_modules/.package-lock.json last, after every package is in place.
const installed = mtime(path.join(bench, 'node_modules/.package-lock.json'));
const locked = mtime(path.join(bench, 'package-lock.json'));

if (installed === undefined || (locked !== undefined && locked > installed)) {
  console.error('bench: installing the benchmarks’ tools (npm ci --prefix bench)');
  execFileSync('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
