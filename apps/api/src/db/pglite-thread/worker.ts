// The database thread (decision 0105): owns one PGlite and answers the main thread's requests.
import { parentPort, workerData } from 'node:worker_threads';
import {
  PGlite,
  type ParserOptions,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  ownedBuffers,
  toWireError,
  type Reply,
  type Request,
  type Started,
  type ThreadStart,
  type WireQueryOptions,
} from './protocol';

const port = parentPort!;
/** Node's WebAssembly: the API's TypeScript libraries (ES2023, no DOM) declare only its types. */
const { RuntimeError } = (
  globalThis as unknown as { WebAssembly: { RuntimeError: ErrorConstructor } }
).WebAssembly;
const start = workerData as ThreadStart;

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, requestId: number): void;
}

/** Transactions the main thread has begun and not yet ended, by id. */
const open = new Map<number, OpenTransaction>();
let lastTransaction = 0;
/** Thrown inside PGlite's transaction callback so that PGlite itself rolls back. */
const ROLL_BACK = Symbol('roll back');

const rawParsers = new Map<string, ParserOptions>();
/** Parsers that hand a type's text back unchanged (what Drizzle asks for dates and intervals). */
function parsersFor(types: number[]): ParserOptions {
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (text: string) => text]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

function queryOptions(wire: WireQueryOptions): QueryOptions {
  return {
    ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
    ...(wire.rawTypes ? { parsers: parsersFor(wire.rawTypes) } : {}),
    ...(wire.paramTypes ? { paramTypes: wire.paramTypes } : {}),
    ...(wire.blob ? { blob: wire.blob } : {}),
  };
}

function reply(id: number, value: unknown, transfer: ArrayBuffer[] = []): void {
  port.postMessage({ id, ok: true, value } satisfies Reply, transfer);
}

function fail(id: number, error: unknown): void {
  // A WebAssembly trap (an abort, `unreachable`) leaves PGlite unusable: every later call would
  // throw too. The thread ends with it, and the main thread answers "unavailable" from then on.
  if (error instanceof RuntimeError) {
    setImmediate(() => {
      throw error;
    });
    return;
  }
  port.postMessage({ id, ok: false, error: toWireError(error) } satisfies Reply);
}

/** Where a statement runs: the open transaction it names, or PGlite (waiting for any open one). */
function target(pg: PGlite, tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return pg;
  const entry = open.get(tx);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

function begin(pg: PGlite, id: number): void {
  let txId: number | undefined;
  let endId: number | undefined;
  pg.transaction(async (tx) => {
    txId = ++lastTransaction;
    const commit = await new Promise<boolean>((resolve) => {
      open.set(txId!, {
        tx,
        end: (commit, requestId) => {
          endId = requestId;
          resolve(commit);
        },
      });
      reply(id, txId);
    });
    if (!commit) throw ROLL_BACK;
  }).then(
    () => reply(endId!, null),
    (error: unknown) => {
      if (txId !== undefined) open.delete(txId);
      // No end asked yet: BEGIN itself failed.
      if (endId === undefined) fail(id, error);
      else if (error === ROLL_BACK) reply(endId, null);
      else fail(endId, error);
    },
  );
}

async function handle(pg: PGlite, request: Request): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const options = queryOptions(request.options);
        const result = await target(pg, request.tx).query(request.sql, request.params, options);
        return reply(id, result, ownedBuffers([result]));
      }
      case 'exec': {
        const results = await target(pg, request.tx).exec(
          request.sql,
          queryOptions(request.options),
        );
        return reply(id, results, ownedBuffers(results));
      }
      case 'begin':
        return begin(pg, id);
      case 'end': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error('Transaction is closed');
        open.delete(request.tx);
        return entry.end(request.commit, id);
      }
      case 'rollback': {
        const entry = open.get(request.tx);
        if (!entry) throw new Error('Transaction is closed');
        return reply(id, await entry.tx.rollback());
      }
      case 'dump':
        return reply(id, await pg.dumpDataDir(request.compression));
      case 'close':
        await pg.close();
        reply(id, null);
        // Nothing more to answer: the thread ends once its port is closed.
        return port.close();
    }
  } catch (error) {
    fail(id, error);
  }
}

try {
  const pg = await PGlite.create(start.dataDir, {
    extensions: { pg_trgm },
    startParams: start.startParams,
    pgliteWasmModule: start.pgliteWasmModule,
    initdbWasmModule: start.initdbWasmModule,
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  });
  port.on('message', (request: Request) => void handle(pg, request));
  port.postMessage({ started: true } satisfies Started);
} catch (error) {
  port.postMessage({ started: false, error: toWireError(error) } satisfies Started);
  port.close();
}
