import type { BuildOptions } from 'esbuild';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { SHORT_LIVED_NODE_FLAGS } from './server-process';

const API_DIR = path.resolve(import.meta.dirname, '..');
/** The API's command-line tools (`npm run <name>`), bundled together. */
const CLI_NAMES = ['create-admin', 'migrate', 'backup', 'restore'] as const;
type CliName = (typeof CLI_NAMES)[number] | 'check-config';
const cliSource = (name: CliName) => path.join(API_DIR, `src/cli/${name}.ts`);
const TSX = path.resolve(API_DIR, '../../node_modules/.bin/tsx');

declare module 'vitest' {
  export interface ProvidedContext {
    /** `npm run create-admin` bundled from this run's source (createAdminBundle). */
    createAdminBundle?: string;
  }
}

/**
 * `npm run create-admin` (and the other commands, bundled with it) is `tsx src/cli/create-admin.ts`: every run compiles the CLI's whole
 * import graph again (~1.2 s of CPU), and the API files run it dozens of times. The global set-up
 * bundles the same source once per run with the production build's options (build.mjs) and the
 * files run that with plain node (~0.35 s). The folder is inside the API package, so the bundle
 * finds the package root, its migrations and its dependencies as `dist/` does. Returns the entry
 * and a function that removes the folder.
 */
export async function bundleCreateAdmin(): Promise<[string, () => void]> {
  const [outdir, remove] = await bundleCommands(CLI_NAMES);
  return [path.join(outdir, 'create-admin.js'), remove];
}

/**
 * The named commands bundled into a new folder inside the API package (as above), each as
 * `<name>.js`: the folder, and a function that removes it.
 */
export async function bundleCommands(names: readonly CliName[]): Promise<[string, () => void]> {
  const outdir = path.join(
    API_DIR,
    'node_modules/.cache',
    `test-cli-${process.pid}-${randomBytes(3).toString('hex')}`,
  );
  mkdirSync(outdir, { recursive: true });
  const { build } = await import('esbuild');
  const { buildOptions, workerEntryPoints } = (await import(path.join(API_DIR, 'build.mjs'))) as {
    buildOptions: (o: { outdir: string }) => BuildOptions;
    workerEntryPoints: Record<string, string>;
  };
  const options = buildOptions({ outdir });
  const entryPoints = {
    ...Object.fromEntries(names.map((name) => [name, cliSource(name)])),
    // The commands open PGlite on its thread, whose entry the bundle must hold too.
    ...workerEntryPoints,
  };
  await build({ ...options, entryPoints, sourcemap: false });
  return [outdir, () => rmSync(outdir, { recursive: true, force: true })];
}

/**
 * The command and arguments that run `npm run create-admin` with `args`: the run's bundle of the
 * current source when the global set-up made one, else tsx on the source as the npm script does.
 */
export function createAdminCommand(args: string[]): [string, string[]] {
  return cliCommand('create-admin', args);
}

/** The same for any of the API's commands (`npm run migrate`, `backup`, `restore`...). */
export function cliCommand(name: CliName, args: string[]): [string, string[]] {
  const bundle = inject('createAdminBundle');
  return bundle
    ? [
        process.execPath,
        [...SHORT_LIVED_NODE_FLAGS, path.join(path.dirname(bundle), `${name}.js`), ...args],
      ]
    : [TSX, [cliSource(name), ...args]];
}

/**
 * Runs a command to its end with only these settings (and PATH, HOME), never the test runner's
 * own database settings; types `stdin` into it when given. What it printed, and its exit code.
 */
export function runCommand(
  [command, args]: [string, string[]],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += String(d)));
    child.stderr!.on('data', (d) => (stderr += String(d)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}
