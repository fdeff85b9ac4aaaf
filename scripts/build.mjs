// `npm run build` (the deployment's explicit step) and `npm start`'s build when the sources
// changed: the storefront, then the API; the fingerprint of what they read is kept beside the
// output only once both succeeded (scripts/build-freshness.mjs, docs/decisions/0054).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFingerprint, removeBuildStamp, writeBuildStamp } from './build-freshness.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, root) {
  return new Promise((resolve, reject) => {
    const child = spawn(npm, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Builds everything; rejects when a part fails (and leaves no fingerprint). */
export async function build(root) {
  // Taken first: a source edited during the build makes the next start build again.
  const fingerprint = buildFingerprint(root);
  removeBuildStamp(root);
  await run(['run', 'build', '-w', '@ninetonine/web'], root);
  await run(['run', 'build', '-w', '@ninetonine/api'], root);
  writeBuildStamp(root, fingerprint);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await build(path.resolve(import.meta.dirname, '..')).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
