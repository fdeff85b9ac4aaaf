import {
  API_BASE_PATH,
  orderResponseSchema,
  type UploadPicturesResponse,
} from '@ninetonine/contract';
import { asc } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  imageRenditions,
  images,
  orders,
  restaurantSettings,
  sessions,
  users,
} from '#src/db/schema/index';
import { backupKeyPair, shopDatabaseEnv, useBackupScratch } from './backup-fixtures';
import { createFood } from './cart-fixtures';
import { adminQuery } from './database-templates';
import { multipartForm } from './multipart';
import { ordersClient, placePickupOrder, setRestaurant } from './order-fixtures';
import { photoJpeg } from './picture-files';
import { enrol, signInWithAppCode, staffMember, type Staff } from './second-factor-fixtures';
import { startServerProcess } from './server-process';
import { signInAs } from './sign-in';
import { buildTestApp, csrfHeaders, TEST_DB, type TestApp } from './test-app';

/**
 * The round trip, on this project's database: orders, accounts, sessions, settings,
 * pictures and staff authenticator apps are the same after `npm run restore` as when
 * `npm run backup` ran, whatever happened between; and a restore over a running server is
 * refused and changes nothing. Backups are encrypted to an age key, which restore needs, and
 * never hold the TOTP key (decision 0072).
 */
describe(`npm run backup / npm run restore (${TEST_DB})`, () => {
  const { dataDir, backups, dbName, dbEnv, keyPair, cli, restoreWithKey } =
    useBackupScratch('backup');
  const secretFile = path.join(dataDir, 'session-secret');
  const file = path.join(backups, 'shop.tar.gz.age');

  /** An app on the shop's database, signing with the data folder's session secret. */
  const open = (
    folder = dataDir,
    url = dbEnv.DATABASE_URL,
    env: Record<string, string> = {},
  ): Promise<TestApp> =>
    buildTestApp({
      seed: false,
      env: { DATA_DIR: folder, ...env },
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
  let chef: Staff;
  let chefSecret: string;
  const chefSignsIn = (t: TestApp) => signInWithAppCode(t, chef, chefSecret);

  beforeAll(async () => {
    writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
    const t = await open();
    try {
      await setRestaurant(t.app, { name: 'Backup Bistro' });
      const food = await createFood(t.app, { name: 'Masala Dosa' });
      const me = await signInAs(t.app);
      customer = me.cookie;
      orderId = (await placePickupOrder(t.app, me.cookie, food.id, { quantity: 2 }))._id;

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
      chef = await staffMember(t);
      chefSecret = (await enrol(chef)).secret;
      before = await snapshot(t);
    } finally {
      await t.close();
    }
  }, 240_000);

  it('brings back orders, accounts, sessions, settings, pictures and staff apps after they changed', async () => {
    const backup = await cli('backup', [file]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`to ${file} (`);
    expect(backup.stdout).toMatch(/\((\d+(\.\d)? (KiB|MiB)|\d+ bytes)\)/);
    expect(backup.stdout).toContain(`Encrypted to ${keyPair().recipient}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');

    // Without the private key it is unreadable, and restore says what it needs.
    const without = await cli('restore', [file]);
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(/is encrypted: give the private key .*--identity/);
    const stranger = (await backupKeyPair(backups, 'someone-else.txt')).identityFile;
    const wrongKey = await cli('restore', ['--identity', stranger, file]);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain(`was not encrypted to ${stranger}'s key`);

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

    const restore = await restoreWithKey(file);
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
      // The same TOTP key configured: the chef's authenticator app still signs them in.
      expect(await chefSignsIn(t)).toBe(200);
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
      const restore = await restoreWithKey(file);
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
    expect((await restoreWithKey(whileRunning)).code).toBe(0);
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
      const env = shopDatabaseEnv(newDir, newDb);
      const restore = await restoreWithKey(file, env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).not.toContain('What it replaced is kept');
      // The archive and nothing else (no TOTP key configured: a new one in the data folder):
      // the chef's secret does not open, so their codes do not sign in.
      const bare = await open(newDir, env.DATABASE_URL, { TOTP_ENCRYPTION_KEY: '' });
      try {
        expect(await snapshot(bare)).toEqual(before);
        expect((await ordersClient(bare.app, customer).get(orderId)).statusCode).toBe(200);
        expect(await chefSignsIn(bare)).toBe(400);
      } finally {
        await bare.close();
      }
      // The TOTP key brought as configuration: they do.
      const t = await open(newDir, env.DATABASE_URL);
      try {
        expect(await chefSignsIn(t)).toBe(200);
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
