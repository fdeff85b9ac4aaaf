import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { seedDemoMenuIfEmpty } from '#src/db/seed/seed-demo-menu';
import { seedLargeMenu } from '#src/db/seed/seed-large-menu';
import { seedDemoCoupons, seedRestaurantSettings } from '#src/db/seed/seed-restaurant';
import { cachedPgliteTemplates } from './template-cache';

/**
 * Every API test file wants a fresh, migrated and (usually) seeded database. Building one from
 * nothing costs seconds (PGlite's initdb alone is most of it), so each run builds the two kinds
 * once and every file copies one: PGlite from a tarball, PostgreSQL by `CREATE DATABASE ...
 * TEMPLATE`. A copy is the same database the migrations and seeds make; nothing is shared.
 */
export interface DatabaseTemplates {
  /** Migrated, with the settings row, the demo menu and the demo coupons (what a server seeds). */
  seeded: string;
  /** Migrated, with the settings row only (`buildTestApp({ seed: false })`). */
  bare: string;
  /** `seeded` plus generated dishes up to LARGE_MENU_DISHES (`buildTestApp({ seed: 'large' })`). */
  large: string;
}

/** The menu size the search tests prove their answers at (decision 0025). */
export const LARGE_MENU_DISHES = 10_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: tarball paths; PostgreSQL: database names. Absent outside the API projects. */
    databaseTemplates?: DatabaseTemplates;
  }
}

/** Where the suite's PostgreSQL is when nothing says otherwise (CI and this machine run one). */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Read when used: the run's global set-up may start a server and set it (test-postgres.ts). */
export const testDatabaseUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

async function prepare(handle: DatabaseHandle, seeded: boolean) {
  await handle.migrate();
  await seedRestaurantSettings(handle.db);
  if (seeded) await seedDemo(handle);
}

/** The demo menu and coupons: what a server seeds on its first start after the settings row. */
async function seedDemo(handle: DatabaseHandle) {
  await seedDemoMenuIfEmpty(handle.db);
  await seedDemoCoupons(handle.db);
}

/**
 * The three PGlite tarballs, written into `dir`. Made once per change of the database code and
 * kept (template-cache.ts); the returned function removes nothing.
 */
export async function makePgliteTemplates(): Promise<[DatabaseTemplates, () => void]> {
  return cachedPgliteTemplates(writePgliteTemplates);
}

async function writePgliteTemplates(dir: string): Promise<DatabaseTemplates> {
  const dump = async (handle: DatabaseHandle, name: string) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  // One database grows through the three, as prepare() and seedLargeMenu would make each: an
  // empty PGlite's initdb and the migrations cost ~6.5 s of CPU, paid once instead of twice.
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepare(handle, false);
    const bare = await dump(handle, 'bare');
    await seedDemo(handle);
    const seeded = await dump(handle, 'seeded');
    await seedLargeMenu(handle.db, LARGE_MENU_DISHES);
    return { bare, seeded, large: await dump(handle, 'large') };
  } finally {
    await handle.close();
  }
}

/**
 * One of the PGlite tarballs unpacked into a data folder, as a server would find it: unpacking
 * costs ~2 s of CPU where an empty folder's initdb and migrations cost ~5 s.
 */
export async function unpackPgliteTemplate(
  tarball: string,
  dataDir: string,
  purpose: string,
): Promise<void> {
  const loadDataDir = new Blob([readFileSync(tarball)]);
  const database = await openDatabase({ dataDir, loadDataDir, purpose });
  await database.close();
}

export function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Statements on the suite's server itself (CREATE or DROP DATABASE), on one connection of their own. */
export async function adminQuery(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A throwaway database on the test server (a copy of `template`, or empty). Its commits do not
 * wait for the WAL to reach the disk (`synchronous_commit = off`, for this database only): a
 * test's data never outlives the run, and waiting on each flush left the cores idle (an API
 * subset ran 8-15 % longer; decision 0104). Crash durability is tested on a server of its own
 * (order-faults.postgres.test.ts), which keeps the default.
 */
export async function createTestDatabase(name: string, template?: string): Promise<void> {
  await adminQuery(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  );
}

/**
 * `CREATE DATABASE ... TEMPLATE` refuses while anyone is connected to the template, and a closed
 * pool's connections linger on the server for a moment: retry that refusal briefly.
 */
export async function createDatabaseFrom(template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await createTestDatabase(name, template);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 250) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * One seeded database on the test server (the settings row, the demo menu and coupons: what a
 * server seeds), for apps that copy it; the returned function drops it.
 */
export async function makePostgresSeededTemplate(
  prefix: string,
): Promise<[string, () => Promise<void>]> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    await createTestDatabase(name);
    const handle = await openDatabase({ url: databaseUrl(name) });
    try {
      await prepare(handle, true);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return [name, drop];
}

/** Two template databases on the test server; the returned function drops them. */
export async function makePostgresTemplates(): Promise<[DatabaseTemplates, () => Promise<void>]> {
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const names = {
    seeded: `nt_template_${run}`,
    bare: `nt_template_bare_${run}`,
    large: `nt_template_large_${run}`,
  };
  const drop = async () => {
    for (const name of Object.values(names)) {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  try {
    for (const kind of ['seeded', 'bare'] as const) {
      await createTestDatabase(names[kind]);
      const handle = await openDatabase({ url: databaseUrl(names[kind]) });
      try {
        await prepare(handle, kind === 'seeded');
      } finally {
        await handle.close();
      }
    }
    // The large menu grows from a copy of the seeded one.
    await createDatabaseFrom(names.seeded, names.large);
    const large = await openDatabase({ url: databaseUrl(names.large) });
    try {
      await seedLargeMenu(large.db, LARGE_MENU_DISHES);
    } finally {
      await large.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return [names, drop];
}
