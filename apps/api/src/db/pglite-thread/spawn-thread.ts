import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';
import type { ThreadStart } from './protocol';

const resolveFrom = createRequire(import.meta.url);

/** Node's WebAssembly: the API's TypeScript libraries (ES2023, no DOM) declare only its types. */
const { compile } = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;

let compiled: Promise<{ pglite: WebAssembly.Module; initdb: WebAssembly.Module }> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and posted to every database
 * thread: PGlite caches its compiled module per thread only, so each new thread compiled ~9 MB
 * of WebAssembly again (decision 0105 has the measurement).
 */
function pgliteWasm() {
  compiled ??= (async () => {
    const dist = path.dirname(resolveFrom.resolve('@electric-sql/pglite'));
    const compiled = async (file: string) => compile(await readFile(path.join(dist, file)));
    const [pglite, initdb] = await Promise.all([compiled('pglite.wasm'), compiled('initdb.wasm')]);
    return { pglite, initdb };
  })();
  return compiled;
}

/** Run from the sources (tsx, Vitest): this file is TypeScript, and so is the worker. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * Node 20 runs no TypeScript and applies no module hooks of the parent's (tsx's `--import`) in a
 * worker: from the sources, a one-line module registers tsx's hooks in the worker itself, then
 * imports worker.ts.
 */
function fromSourcesEntry(): URL {
  const tsxRoot = path.dirname(resolveFrom.resolve('tsx/package.json'));
  const manifest = JSON.parse(readFileSync(path.join(tsxRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const tsxApi = pathToFileURL(path.join(tsxRoot, manifest.exports['./esm/api']!.import.default));
  const worker = new URL('./worker.ts', import.meta.url);
  const source =
    `import { register } from ${JSON.stringify(tsxApi.href)};\n` +
    `register();\n` +
    `await import(${JSON.stringify(worker.href)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/**
 * The built worker (apps/api/build.mjs's `pglite-worker` entry) sits at the build's root; this
 * module is bundled into an entry there or into a shared chunk one folder down (`chunks/`).
 */
function builtEntry(): URL {
  for (const candidate of ['./pglite-worker.js', '../pglite-worker.js']) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error(
    `The built database thread (pglite-worker.js) is missing beside ${import.meta.url}`,
  );
}

let entry: URL | undefined;

/** A new thread that opens PGlite as `start` says (its first message says whether it could). */
export async function spawnDatabaseThread(
  start: Omit<ThreadStart, 'pgliteWasmModule' | 'initdbWasmModule'>,
): Promise<Worker> {
  const wasm = await pgliteWasm();
  entry ??= FROM_SOURCES ? fromSourcesEntry() : builtEntry();
  const workerData: ThreadStart = {
    ...start,
    pgliteWasmModule: wasm.pglite,
    initdbWasmModule: wasm.initdb,
  };
  const transferList: TransferListItem[] = start.loadDataDir ? [start.loadDataDir] : [];
  return new Worker(entry, { workerData, transferList });
}
