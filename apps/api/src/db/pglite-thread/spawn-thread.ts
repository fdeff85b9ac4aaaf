import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId, Worker, type TransferListItem } from 'node:worker_threads';
import { API_ROOT } from '../../config/package-root';
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
    const compileFile = async (file: string) => compile(await readFile(path.join(dist, file)));
    const [pglite, initdb] = await Promise.all([
      compileFile('pglite.wasm'),
      compileFile('initdb.wasm'),
    ]);
    return { pglite, initdb };
  })();
  return compiled;
}

/**
 * Run from the sources (tsx, Vitest): this file is TypeScript, and so is worker.ts. The path, not
 * the URL: tsx's `tsImport` adds a query (`?tsx-namespace=…`).
 */
const FROM_SOURCES = new URL(import.meta.url).pathname.endsWith('.ts');

/**
 * From the sources, worker.ts bundled to JavaScript once per process and written (named by its
 * content, so processes never clash) where its packages resolve. Node 20 runs no TypeScript and
 * applies none of the parent's module hooks (tsx's `--import`) in a worker; registering tsx in
 * each thread instead cost ~0.65 s of CPU per database opened against ~0.1 s for this file
 * (decision 0105). esbuild is a development dependency, as tsx is: the build never comes here.
 */
async function fromSourcesEntry(): Promise<URL> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles[0]!.text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.join(API_ROOT, 'node_modules/.cache');
  const file = path.join(dir, `pglite-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${threadId}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return pathToFileURL(file);
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

let entry: Promise<URL> | undefined;

/**
 * The thread's young generation, in MB: its garbage is rows and messages that die at once, and
 * V8's default nursery (32 MB, sized for an app's main thread) only held the embedded server's
 * RSS ~17 MiB higher under the lunch rush (decision 0105).
 */
export const DATABASE_THREAD_YOUNG_MB = 6;

/** A new thread that opens PGlite as `start` says (its first message says whether it could). */
export async function spawnDatabaseThread(
  start: Omit<ThreadStart, 'pgliteWasmModule' | 'initdbWasmModule'>,
): Promise<Worker> {
  const wasm = await pgliteWasm();
  entry ??= FROM_SOURCES ? fromSourcesEntry() : Promise.resolve().then(builtEntry);
  const workerData: ThreadStart = {
    ...start,
    pgliteWasmModule: wasm.pglite,
    initdbWasmModule: wasm.initdb,
  };
  const transferList: TransferListItem[] = start.loadDataDir ? [start.loadDataDir] : [];
  return new Worker(await entry, {
    workerData,
    transferList,
    resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_MB },
  });
}
