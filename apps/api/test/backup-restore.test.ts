import {
  API_BASE_PATH,
  orderResponseSchema,
  type UploadPicturesResponse,
} from '@ninetonine/contract';
import { asc } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageRenditions,
  images,
  orders,
  restaurantSettings,
  sessions,
  users,
} from '#src/db/schema/index';
import { createFood } from './cart-fixtures';
import { cliCommand, runCommand } from './create-admin-cli';
import { adminQuery, databaseUrl } from './database-templates';
import { multipartForm } from './multipart';
import { addToCart, ordersClient, setRestaurant } from './order-fixtures';
import { photoJpeg } from './picture-files';
import { startServerProcess } from './server-process';
import { signInAs } from './sign-in';
import { buildTestApp, csrfHeaders, TEST_DB, type TestApp } from './test-app';

/**
 * The round trip, on this project's database: orders, accounts, sessions, settings and
 * pictures are the same after `npm run restore` as when `npm run backup` ran, whatever happened
 * between; and a restore over a running server is refused and changes nothing.
 */
describe(`npm run backup / npm run restore (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-backup-data-'));
  const backups = mkdtempSync(path.join(tmpdir(), 'nt-backups-'));
  const secretFile = path.join(dataDir, 'session-secret');
  const dbName = `nt_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dbEnv: Record<string, string> =
    TEST_DB === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(dbName) }
      : { DATA_DIR: dataDir };
  const cli = (name: 'backup' | 'restore', args: string[]) =>
    runCommand(cliCommand(name, args), { ...dbEnv, LOG_LEVEL: 'silent' });
  const file = path.join(backups, 'shop.tar.gz');

  /** An app on the shop's database, signing with the data folder's session secret. */
  const open = (folder = dataDir, url = dbEnv.DATABASE_URL): Promise<TestApp> =>
    buildTestApp({
      seed: false,
      env: { DATA_DIR: folder },
      sessionSecret: readFileSync(path.join(folder, 'session-secret'), 'utf8').trim(),
      ...(TEST_DB === 'postgres' ? { databaseUrl: url } : { dataDir: folder }),
    });
  /** Everything the round trip must keep, straight from the tables. */
  const snapshot = async (t: TestApp) => ({
    settings: await t.db.select().from(restaurantSettings),
    users: await t.db.select().from(users).orderBy(asc(users.id)),
    sessions: await t.db.select().from(sessions).orderBy(asc(sessions.id)),
    orders: await t.db.select().from(orders).orderBy(asc(orders.id)),
    images: await t.db.select().from(images).orderBy(asc(images.id)),
    renditions: await t.db
      .select()
      .from(imageRenditions)
      .orderBy(asc(imageRenditions.pictureId), asc(imageRenditions.width)),
  });

  let customer: string;
  let orderId: string;
  let pictureSrc: string;
  let pictureBytes: Buffer;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    if (TEST_DB === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
    writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
    const t = await open();
    try {
      await setRestaurant(t.app, { name: 'Backup Bistro' });
      const food = await createFood(t.app, { name: 'Masala Dosa' });
      const me = await signInAs(t.app);
      customer = me.cookie;
      await addToCart(t.app, me.cookie, food.id, 'Large', 2);
      const placed = await ordersClient(t.app, me.cookie).place({
        fulfilment: 'pickup',
        paymentMethod: 'pay_at_pickup',
        confirmedTotal: 598,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      orderId = orderResponseSchema.parse(placed.json()).order._id;

      const staff = await signInAs(t.app, { role: 'staff' });
      const form = await multipartForm([
        {
          name: 'images',
          file: await photoJpeg(800, 600),
          filename: 'dosa.jpg',
          type: 'image/jpeg',
        },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/staff/images`,
        headers: { ...csrfHeaders, ...form.headers, cookie: staff.cookie },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      pictureSrc = uploaded.json<UploadPicturesResponse>().pictures[0]!.src;
      pictureBytes = (await t.app.inject({ url: pictureSrc })).rawPayload;
      before = await snapshot(t);
    } finally {
      await t.close();
    }
  }, 240_000);

  afterAll(async () => {
    rmSync(backups, { recursive: true, force: true });
    for (const entry of readdirSync(path.dirname(dataDir))) {
      if (entry.startsWith(`${path.basename(dataDir)}.before-restore-`)) {
        rmSync(path.join(path.dirname(dataDir), entry), { recursive: true, force: true });
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DB === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('brings back orders, accounts, sessions, settings and pictures after they changed', async () => {
    const backup = await cli('backup', [file]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${file} (`);
    expect(backup.stdout).toMatch(/\((\d+(\.\d)? (KiB|MiB)|\d+ bytes)\)/);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Everything changes: settings, a new account, every session ended, a new session secret.
    const changed = await open();
    try {
      await setRestaurant(changed.app, { name: 'Somebody Else' });
      await signInAs(changed.app, { name: 'Newcomer' });
      await changed.db.delete(sessions);
      await changed.db.delete(imageRenditions);
    } finally {
      await changed.close();
    }
    writeFileSync(secretFile, 'another-secret-entirely-0123456789abcdef');

    const restore = await cli('restore', [file]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file}`);

    const t = await open();
    try {
      expect(await snapshot(t)).toEqual(before);
      // The customer's cookie (signed with the restored secret) still opens their order.
      const order = await ordersClient(t.app, customer).get(orderId);
      expect(order.statusCode, order.body).toBe(200);
      expect(orderResponseSchema.parse(order.json()).order._id).toBe(orderId);
      const picture = await t.app.inject({ url: pictureSrc });
      expect(picture.statusCode).toBe(200);
      expect(Buffer.compare(picture.rawPayload, pictureBytes)).toBe(0);
    } finally {
      await t.close();
    }
  }, 240_000);

  it('refuses to restore over a running server and changes nothing; backs up while it runs', async () => {
    const t = await open();
    try {
      await setRestaurant(t.app, { name: 'After The Restore' });
    } finally {
      await t.close();
    }
    const whileRunning = path.join(backups, 'while-running.tar.gz');
    const server = await startServerProcess({ ...dbEnv, HOME: process.env.HOME ?? '' });
    try {
      const restore = await cli('restore', [file]);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toMatch(/Cannot restore .*(has it open|server\(s\) are running)/);
      expect(restore.stderr).toContain('Nothing was changed.');
      // A backup while the shop runs: pg_dump reads a snapshot; the embedded database's dump is
      // taken by the server that holds it.
      const backup = await cli('backup', [whileRunning]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      if (TEST_DB === 'pglite') expect(backup.stdout).toContain('(taken by the running server)');
      // The dump is the server's to give only to the holder of its control token.
      for (const token of [undefined, 'guessed']) {
        const res = await fetch(`${server.baseUrl}${API_BASE_PATH}/internal/database-dump`, {
          headers: token ? { 'x-ninetonine-control-token': token } : {},
        });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
    } finally {
      await server.stop();
    }
    const after = await open();
    try {
      const [settings] = await after.db.select().from(restaurantSettings);
      expect(settings!.name).toBe('After The Restore');
      await setRestaurant(after.app, { name: 'Changed Once More' });
    } finally {
      await after.close();
    }
    // The backup taken while it ran holds the shop as it was then.
    expect((await cli('restore', [whileRunning])).code).toBe(0);
    const restored = await open();
    try {
      const [settings] = await restored.db.select().from(restaurantSettings);
      expect(settings!.name).toBe('After The Restore');
      const order = await ordersClient(restored.app, customer).get(orderId);
      expect(order.statusCode, order.body).toBe(200);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('restores onto a new machine: an empty data folder, an empty database', async () => {
    const newDir = path.join(backups, 'new-machine-data');
    const newDb = `${dbName}_new`;
    if (TEST_DB === 'postgres') await adminQuery(`CREATE DATABASE ${newDb}`);
    try {
      const env: Record<string, string> =
        TEST_DB === 'postgres'
          ? { DATA_DIR: newDir, DATABASE_URL: databaseUrl(newDb) }
          : { DATA_DIR: newDir };
      const restore = await runCommand(cliCommand('restore', [file]), env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).not.toContain('What it replaced is kept');
      const t = await open(newDir, env.DATABASE_URL);
      try {
        expect(await snapshot(t)).toEqual(before);
        expect((await ordersClient(t.app, customer).get(orderId)).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    } finally {
      if (TEST_DB === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${newDb} WITH (FORCE)`);
    }
  }, 240_000);

  it('refuses a file that is not a backup, with a message', async () => {
    const junk = path.join(backups, 'junk.tar.gz');
    writeFileSync(junk, 'not a tarball at all');
    const restore = await cli('restore', [junk]);
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `${junk} is not a NineToNine backup (npm run backup writes them).`,
    );
    const missing = await cli('restore', [path.join(backups, 'nowhere.tar.gz')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No backup file at/);
  });
});
