import { openAsBlob } from 'node:fs';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import type { PgliteThread } from '#src/db/pglite-thread/client';
import { statementRecorder } from './sql-statements';

/**
 * Embedded test databases kept open between the files of one worker (the API projects run
 * without isolation, so this module lives as long as its worker). Opening PGlite from a template
 * tarball cost each file ~1.8 s of CPU (its WebAssembly start and the data folder's unpacking);
 * a database handed back is instead put back exactly as the template left it: every table
 * emptied and refilled from a copy taken when it was opened, every sequence set back. A handle
 * whose schema a test changed, or that a test closed, is closed instead of reused: the next file
 * gets a fresh copy, as before (decision 0075).
 */
interface Snapshot {
  /** Table name -> its rows as PGlite's COPY wrote them (only tables the template fills). */
  rows: Map<string, Blob>;
  tables: string[];
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  schema: string;
}

interface Pooled {
  handle: DatabaseHandle;
  client: PgliteThread;
  snapshot: Snapshot;
}

const idle = new Map<string, Pooled[]>();
const lent = new Map<DatabaseHandle, { template: string; pooled: Pooled }>();

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Columns, types, constraints, indexes and triggers of the public schema, as one text. */
async function schemaFingerprint(client: PgliteThread): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(
    `SELECT md5(coalesce(string_agg(line, ',' ORDER BY line), '')) AS fingerprint FROM (
       SELECT c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':' ||
              coalesce(format_type(a.atttypid, a.atttypmod), '') AS line
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public'
       UNION ALL SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace
       UNION ALL SELECT tgname || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
     ) AS parts`,
  );
  return rows[0]!.fingerprint;
}

async function takeSnapshot(client: PgliteThread): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const rows = new Map<string, Blob>();
  for (const { name } of tables) {
    const { rows: filled } = await client.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${ident(name)}) AS any`,
    );
    if (!filled[0]!.any) continue;
    const copied = await client.query(`COPY ${ident(name)} TO '/dev/blob' WITH (FORMAT binary)`);
    rows.set(name, copied.blob!);
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'`,
  );
  const values = [];
  for (const { name } of sequences) {
    const { rows: v } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${ident(name)}`,
    );
    values.push({ name, lastValue: v[0]!.last_value, isCalled: v[0]!.is_called });
  }
  return {
    rows,
    tables: tables.map((t) => t.name),
    sequences: values,
    schema: await schemaFingerprint(client),
  };
}

/** Puts the database back as the snapshot saw it; false when it cannot be (closed, altered). */
async function restore({ client, snapshot }: Pooled): Promise<boolean> {
  if (client.closed) return false;
  if ((await schemaFingerprint(client)) !== snapshot.schema) return false;
  // Replica mode: the audit log's append-only triggers and any other trigger stay quiet, since
  // the rows written back are the template's own (nothing to derive from them again).
  await client.exec(`SET session_replication_role = replica;
    TRUNCATE ${snapshot.tables.map(ident).join(', ')};`);
  for (const [name, blob] of snapshot.rows) {
    await client.query(`COPY ${ident(name)} FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob });
  }
  for (const s of snapshot.sequences) {
    await client.query(`SELECT setval($1, $2::bigint, $3)`, [
      ident(s.name),
      s.lastValue,
      s.isCalled,
    ]);
  }
  // Settings, prepared statements and listeners a test's session left behind go too.
  await client.exec('DISCARD ALL');
  return true;
}

/** A migrated database as `template` (a tarball path) holds it: a pooled one, or a new copy. */
export async function borrowPglite(template: string | undefined): Promise<DatabaseHandle> {
  const key = template ?? '';
  const pooled = idle.get(key)?.pop();
  if (pooled) {
    lent.set(pooled.handle, { template: key, pooled });
    return pooled.handle;
  }
  const loadDataDir = template ? await openAsBlob(template) : undefined;
  const handle = await openDatabase({
    dataDir: 'memory://',
    loadDataDir,
    logger: statementRecorder,
  });
  const client = (handle.db as unknown as { $client: PgliteThread }).$client;
  lent.set(handle, {
    template: key,
    pooled: { handle, client, snapshot: await takeSnapshot(client) },
  });
  return handle;
}

/** Hands a borrowed database back: restored for the next file, or closed when it cannot be. */
export async function returnPglite(handle: DatabaseHandle): Promise<void> {
  const loan = lent.get(handle);
  lent.delete(handle);
  if (!loan) return handle.close();
  let restored = false;
  try {
    restored = await restore(loan.pooled);
  } catch {
    restored = false;
  }
  if (!restored) return handle.close();
  const list = idle.get(loan.template) ?? [];
  list.push(loan.pooled);
  idle.set(loan.template, list);
}
