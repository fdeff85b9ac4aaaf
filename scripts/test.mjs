#!/usr/bin/env node
// `npm test`'s checks before Vitest: lint, typecheck and the production build, at the same time.
// Each is one process that mostly keeps one core busy, so in a row they left a core idle for
// two minutes (decision 0044). Each one's output is printed whole when it ends, never mixed;
// the exit code is non-zero when any of them failed.
import { spawn } from 'node:child_process';

const CHECKS = ['lint', 'typecheck', 'build'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(
        `\n> npm run ${script}: ${ok ? 'ok' : `FAILED (${signal ?? code})`}, ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
const failed = CHECKS.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((s) => `npm run ${s}`).join(', ')}`);
  process.exit(1);
}
