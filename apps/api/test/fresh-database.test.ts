import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client';
import { auditLog } from '#src/db/schema/index';
import { cartClient } from './cart-fixtures';
import { signInAs } from './sign-in';
import { buildTestApp, TEST_DB, type TestApp } from './test-app';

/** The rows a statement answers (both drivers answer `{ rows }`; the shared type does not say). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table's rows and every sequence's position, as one comparable record; but the push keys,
 * which each app makes for itself as it starts.
 */
async function contents(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_class
         WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p', 'S') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.filter((t) => t.name !== 'push_vapid_keys')) {
    const rows = await rowsOf<{ digest: string }>(
      db,
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
                 FROM public."${name}" t`),
    );
    out[name] = rows[0]!.digest;
  }
  return out;
}

const setting = async (db: Database, name: string) =>
  (await rowsOf<{ value: string }>(db, sql`SELECT current_setting(${name}) AS value`))[0]!.value;

/**
 * Each file's app starts on the template's database, whatever the file before it did: on PGlite
 * the database a file hands back is put back and lent again (test/pglite-pool.ts), on PostgreSQL
 * each app gets a new copy.
 */
describe('a test app database starts as the template left it', () => {
  const apps: TestApp[] = [];
  const open = async () => {
    const t = await buildTestApp();
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it('after a file wrote rows, wrote the append-only audit log and changed its session', async () => {
    const first = await open();
    const template = await contents(first.db);
    const zone = await setting(first.db, 'TimeZone');
    const customer = await signInAs(first.app);
    const cart = await cartClient(first.app, customer.cookie).get();
    expect(cart.statusCode).toBe(200);
    await first.db.execute(sql`UPDATE restaurant_settings SET name = 'Changed by a test'`);
    await first.db.insert(auditLog).values({
      actorUserId: customer.userId,
      actorLabel: 'a test',
      action: 'test.write',
      entityType: 'test',
      entityId: 'x',
    });
    await first.db.execute(sql.raw(`SET TIME ZONE 'Pacific/Chatham'`));
    expect(await contents(first.db)).not.toEqual(template);
    await first.close();
    apps.length = 0;

    const second = await open();
    expect(await contents(second.db)).toEqual(template);
    expect(await setting(second.db, 'TimeZone')).toBe(zone);
    // PGlite lends the same database again, restored (the pool's whole point).
    if (TEST_DB === 'pglite') expect(second.database).toBe(first.database);
  });

  it('after a file changed the schema or closed its database, a fresh copy', async () => {
    const first = await open();
    const template = await contents(first.db);
    await first.db.execute(sql.raw('CREATE TABLE left_behind (id int)'));
    await first.close();
    apps.length = 0;
    const second = await open();
    expect(await contents(second.db)).toEqual(template);
    expect(second.database).not.toBe(first.database);

    await second.database.close();
    await second.close();
    apps.length = 0;
    const third = await open();
    expect(await contents(third.db)).toEqual(template);
    expect(third.database).not.toBe(second.database);
  });
});
