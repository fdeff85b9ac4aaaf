import {
  messages,
  TransactionAbortedError,
  type Results,
  type RowMode,
} from '@electric-sql/pglite';

/**
 * What the main thread and the database thread say to each other (decision 0105). Everything
 * here crosses by structured clone: plain data, Dates, typed arrays, Blobs; never functions or
 * the custom fields of an Error, which is why errors travel as `WireError`.
 */

/** What a query asks for beside its SQL: PGlite's QueryOptions minus what cannot cross. */
export interface WireQueryOptions {
  rowMode?: RowMode;
  /** Type OIDs whose text is handed back as it is (the only parsers that cross; see client.ts). */
  rawTypes?: number[];
  paramTypes?: number[];
  /** COPY ... FROM '/dev/blob' reads this (a Blob in memory crosses without a copy). */
  blob?: Blob;
}

export type Request =
  | {
      op: 'query';
      id: number;
      tx?: number;
      sql: string;
      params: unknown[];
      options: WireQueryOptions;
    }
  | { op: 'exec'; id: number; tx?: number; sql: string; options: WireQueryOptions }
  /** Answered with a transaction id once BEGIN ran: the thread's PGlite then holds its lock. */
  | { op: 'begin'; id: number }
  /** Commits (or rolls back) what `begin` opened, and lets other statements run again. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'rollback'; id: number; tx: number }
  | { op: 'dump'; id: number; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close'; id: number };

export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** The thread's first message: PGlite opened, or why it could not. */
export type Started = { started: true } | { started: false; error: WireError };

/** What the thread needs to open its PGlite (workerData). */
export interface ThreadStart {
  dataDir: string;
  startParams: string[];
  /** A tarball from dumpDataDir to start from (transferred). */
  loadDataDir?: ArrayBuffer;
  /** PGlite's WebAssembly, compiled once per process (wasm-modules.ts). */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

export type WireError =
  /** PostgreSQL's own error with every field PGlite's DatabaseError carries. */
  | { kind: 'database' | 'aborted'; message: string; fields: Record<string, unknown> }
  | { kind: 'other'; name: string; message: string; stack?: string };

/** PGlite adds these to a failed query's error; the main thread adds its own, uncopied. */
const ADDED_BY_QUERY = new Set(['query', 'params', 'queryOptions']);

export function toWireError(error: unknown): WireError {
  if (error instanceof messages.DatabaseError) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(error)) {
      if (!ADDED_BY_QUERY.has(key)) fields[key] = value;
    }
    const kind = error instanceof TransactionAbortedError ? 'aborted' : 'database';
    return { kind, message: error.message, fields };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { kind: 'other', name: e.name, message: e.message, stack: e.stack };
}

/**
 * The error PGlite would have thrown in this thread: its own DatabaseError class (or
 * TransactionAbortedError) with the same fields, so `code`, `constraint` and the rest reach
 * errors.ts and the routes as before.
 */
export function fromWireError(wire: WireError): Error {
  if (wire.kind === 'other') {
    const error = new Error(wire.message);
    error.name = wire.name;
    if (wire.stack) error.stack = `${wire.stack}\n    (in the embedded database's thread)`;
    return error;
  }
  const error =
    wire.kind === 'aborted'
      ? new TransactionAbortedError()
      : new messages.DatabaseError(wire.message, 0, 'error');
  Object.assign(error, wire.fields);
  error.message = wire.message;
  return error;
}

const BYTEA = 17;

/**
 * The buffers of a result's bytea values, to transfer instead of copy (pictures are bytea): only
 * those a value owns whole, since a view on a shared buffer (Node's pool, WebAssembly memory)
 * cannot be given away.
 */
export function ownedBuffers(results: Array<Results<unknown>>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const result of results) {
    result.fields.forEach((field, index) => {
      if (field.dataTypeID !== BYTEA) return;
      for (const row of result.rows as unknown[]) {
        const value = Array.isArray(row)
          ? (row[index] as unknown)
          : (row as Record<string, unknown>)[field.name];
        if (
          value instanceof Uint8Array &&
          value.buffer instanceof ArrayBuffer &&
          value.byteOffset === 0 &&
          value.byteLength === value.buffer.byteLength
        ) {
          buffers.add(value.buffer);
        }
      }
    });
  }
  return [...buffers];
}
