import {
  messages,
  type ParserOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import {
  fromWireError,
  type Reply,
  type Request,
  type Started,
  type WireQueryOptions,
} from './protocol';
import { spawnDatabaseThread } from './spawn-thread';

/**
 * The embedded database on a thread of its own (decision 0105): the part of PGlite's interface
 * that Drizzle (query, transaction), the migrator and the test pool (exec, COPY blobs, closed)
 * use, each call sent to the database thread and answered from it. HTTP, Drizzle and the answer
 * cache keep the main thread while PGlite's WebAssembly runs on the other core.
 */
export interface ThreadQueryOptions {
  rowMode?: QueryOptions['rowMode'];
  /** Only parsers that hand a type's text back unchanged (Drizzle's): others are refused. */
  parsers?: ParserOptions;
  paramTypes?: number[];
  blob?: Blob;
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: ThreadQueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThread extends Omit<ThreadTransaction, 'rollback'> {
  /** Statements outside wait while it is open, as with PGlite's own transaction(). */
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  /** Closes PGlite in its thread, then ends the thread; twice is harmless. */
  close(): Promise<void>;
  /** The thread itself: tests end it to see a crash handled. */
  readonly worker: Worker;
}

/**
 * The database thread ended without being closed (a WebAssembly abort, out of memory). Its code
 * is PostgreSQL's connection_failure, so errors.ts answers 503 and /health/ready says not ready.
 * Not restarted: PGlite may have left the data folder half written; the operator restarts.
 */
export class DatabaseThreadStopped extends Error {
  readonly code = '08006';
  constructor(cause: unknown) {
    super(
      `The embedded database stopped (${cause instanceof Error ? cause.message : String(cause)}); ` +
        'restart the server',
      { cause },
    );
    this.name = 'DatabaseThreadStopped';
  }
}

const PROBE = '\u0000probe';
const checkedParsers = new WeakMap<ParserOptions, number[]>();

/** The OIDs of parsers that return their text as it is; any other parser fails loudly. */
function rawTypes(parsers: ParserOptions): number[] {
  let types = checkedParsers.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse(PROBE, Number(type)) !== PROBE) {
        throw new Error(
          `A parser for type ${type} changes values: functions cannot cross to the database ` +
            'thread, which applies only parsers that hand the text back (decision 0105)',
        );
      }
      return Number(type);
    });
    checkedParsers.set(parsers, types);
  }
  return types;
}

function toWire(options: ThreadQueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  const unsupported = Object.keys(options).filter(
    (key) => !['rowMode', 'parsers', 'paramTypes', 'blob'].includes(key),
  );
  if (unsupported.length) {
    throw new Error(`Not supported on the database thread: ${unsupported.join(', ')}`);
  }
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.parsers ? { rawTypes: rawTypes(options.parsers) } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(options.blob ? { blob: options.blob } : {}),
  };
}

type RequestFor = (id: number) => Request;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** What PGlite adds to a failed statement's error (added here: it never crossed). */
  statement?: { query: string; params?: unknown[]; queryOptions?: ThreadQueryOptions };
}

class ThreadClient implements PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private stopped: DatabaseThreadStopped | undefined;
  private closing: Promise<void> | undefined;
  private done = false;

  constructor(
    readonly worker: Worker,
    private readonly onStop: (error: DatabaseThreadStopped) => void,
  ) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.stop(error));
    // An answer that could not be read leaves its caller waiting for nothing: as broken as a crash.
    worker.on('messageerror', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`its thread exited with code ${code}`)));
    worker.unref();
  }

  get closed(): boolean {
    return this.done || this.stopped !== undefined;
  }

  call(request: RequestFor, statement?: Pending['statement']): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.done) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      try {
        this.worker.postMessage(request(id));
      } catch (error) {
        // A value that cannot be cloned (a function, a file-backed Blob): nothing was sent.
        return reject(error as Error);
      }
      this.pending.set(id, { resolve, reject, ...(statement ? { statement } : {}) });
      // An idle database keeps no process alive (as PGlite did); one answering a call does.
      if (this.pending.size === 1) this.worker.ref();
    });
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) return pending.resolve(reply.value);
    const error = fromWireError(reply.error);
    if (error instanceof messages.DatabaseError && pending.statement) {
      Object.assign(error, pending.statement);
    }
    pending.reject(error);
  }

  private stop(cause: unknown): void {
    if (this.stopped) return;
    if (this.done || this.closing) {
      // Closed on purpose: whatever was still waiting gets what PGlite says once closed.
      for (const p of this.pending.values()) p.reject(new Error('PGlite is closed'));
      this.pending.clear();
      return;
    }
    this.stopped = new DatabaseThreadStopped(cause);
    for (const p of this.pending.values()) p.reject(this.stopped);
    this.pending.clear();
    // Ended already, but for an answer it could not read: then no one may use it any more.
    void this.worker.terminate();
    this.onStop(this.stopped);
  }

  query<T>(sql: string, params: unknown[] = [], options?: ThreadQueryOptions, tx?: number) {
    return this.call(
      (id) => ({ op: 'query', id, sql, params, options: toWire(options), ...(tx ? { tx } : {}) }),
      { query: sql, params, queryOptions: options },
    ) as Promise<Results<T>>;
  }

  exec(sql: string, options?: ThreadQueryOptions, tx?: number) {
    return this.call(
      (id) => ({ op: 'exec', id, sql, options: toWire(options), ...(tx ? { tx } : {}) }),
      { query: sql, queryOptions: options },
    ) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.call((id) => ({ op: 'begin', id }))) as number;
    const tx = new OpenTransaction(this, id);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.ended = true;
      await this.call((request) => ({ op: 'end', id: request, tx: id, commit: false }));
      throw error;
    }
    tx.ended = true;
    await this.call((request) => ({ op: 'end', id: request, tx: id, commit: true }));
    return result;
  }

  dumpDataDir(compression: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return this.call((id) => ({ op: 'dump', id, compression })) as Promise<Blob>;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // A thread that stopped has nothing left to close; it is gone before the lock goes.
      if (this.stopped) return void (await this.worker.terminate());
      try {
        await this.call((id) => ({ op: 'close', id }));
      } finally {
        this.done = true;
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }
}

/** A transaction's statements, sent to the transaction its thread holds open. */
class OpenTransaction implements ThreadTransaction {
  ended = false;
  private rolledBack = false;

  constructor(
    private readonly client: ThreadClient,
    private readonly id: number,
  ) {}

  get closed(): boolean {
    return this.ended || this.rolledBack;
  }

  private check(): void {
    if (this.closed) throw new Error('Transaction is closed');
  }

  async query<T>(sql: string, params?: unknown[], options?: ThreadQueryOptions) {
    this.check();
    return this.client.query<T>(sql, params, options, this.id);
  }

  async exec(sql: string, options?: ThreadQueryOptions) {
    this.check();
    return this.client.exec(sql, options, this.id);
  }

  async rollback(): Promise<void> {
    this.check();
    await this.client.call((id) => ({ op: 'rollback', id, tx: this.id }));
    this.rolledBack = true;
  }
}

/**
 * Opens PGlite on a new thread, in `dataDir` (`memory://` for tests), from a tarball when given;
 * `onStop` hears of the thread ending unasked.
 */
export async function openPgliteThread(opts: {
  dataDir: string;
  startParams: string[];
  loadDataDir?: Blob;
  onStop?: (error: DatabaseThreadStopped) => void;
}): Promise<PgliteThread> {
  const worker = await spawnDatabaseThread({
    dataDir: opts.dataDir,
    startParams: opts.startParams,
    // A file-backed Blob (fs.openAsBlob) cannot be cloned: its bytes are read and handed over.
    ...(opts.loadDataDir ? { loadDataDir: await opts.loadDataDir.arrayBuffer() } : {}),
  });
  // The first message says whether PGlite opened; an 'error' rejects `once` by itself.
  const settled = new AbortController();
  const [started] = (await Promise.race([
    once(worker, 'message', { signal: settled.signal }),
    once(worker, 'exit', { signal: settled.signal }).then(([code]) => {
      throw new Error(`The database thread exited (${String(code)}) as it started`);
    }),
  ]).finally(() => settled.abort())) as [Started];
  if (!started.started) {
    await worker.terminate();
    throw fromWireError(started.error);
  }
  return new ThreadClient(worker, opts.onStop ?? (() => {}));
}
