import { API_BASE_PATH } from '@ninetonine/contract';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { stopGracefully } from './graceful-shutdown';
import { loadEnv, type Env } from './config/env';
import { applyEnvFile } from './config/env-file';
import {
  loopbackUrl,
  newControlToken,
  removeControlFile,
  writeControlFile,
} from './control/local-control';
import { openDatabase, type DatabaseHandle } from './db/client';
import { ownDataDir } from './db/data-dir-lock';
import { holdServingLock } from './db/serving-lock';
import { outboxDirOf } from './modules/mail/mailer';
import { seedDemoMenuIfEmpty } from './db/seed/seed-demo-menu';
import { seedDemoCoupons, seedRestaurantSettings } from './db/seed/seed-restaurant';
import { resolveSessionSecret } from './session-secret';

/**
 * The embedded database and any PostgreSQL outside production migrate themselves (under the
 * advisory lock: instances starting at once take turns). A production instance never changes
 * the schema it serves: that is the deployment's `npm run migrate` step, run once, before.
 */
async function schemaReady(env: Env, database: DatabaseHandle) {
  if (database.driver === 'pglite' || env.NODE_ENV !== 'production') {
    await database.migrate();
    return;
  }
  const { pending } = await database.schemaStatus();
  if (pending.length) {
    throw new Error(
      `The database schema is behind this release: ${pending.length} migration(s) not applied ` +
        `(${pending.join(', ')}). Run \`npm run migrate\` with the same DATABASE_URL, then start ` +
        'the server again. (A production server never migrates by itself.)',
    );
  }
}

/** Boots the API: validate env, open and migrate the database, seed, listen, stop cleanly. */
async function main() {
  applyEnvFile();
  const env = loadEnv();
  ownDataDir(env.DATA_DIR);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  // Held for the process's life: `npm run restore` refuses while any server holds it.
  const servingLock = env.DATABASE_URL
    ? await holdServingLock(env.DATABASE_URL, (message) => console.warn(message))
    : undefined;
  await schemaReady(env, database);
  await seedRestaurantSettings(database.db);
  if (env.SEED_DEMO_MENU) {
    await seedDemoMenuIfEmpty(database.db);
    await seedDemoCoupons(database.db);
  }

  // The embedded database has one owner, this process: local commands go through us. A
  // control.json still here is a dead server's (we hold the folder's lock): gone before we listen.
  const localControlToken = database.driver === 'pglite' ? newControlToken() : undefined;
  if (localControlToken) removeControlFile(env.DATA_DIR);
  const app = await buildApp({
    env,
    database,
    sessionSecret: resolveSessionSecret(env),
    localControlToken,
  });
  const stop = stopGracefully({
    app,
    delayMs: env.SHUTDOWN_DELAY_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    onStop: () => {
      if (localControlToken) removeControlFile(env.DATA_DIR);
    },
    closeDatabase: async () => {
      await database.close();
      await servingLock?.release();
    },
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Started by `npm start` with an IPC channel: it closes when that process dies, even by
  // SIGKILL, and we must not live on holding the port and the data folder (decision 0056).
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => stop('npm start exited'));
  }

  await app.listen({ host: env.HOST, port: env.PORT });
  if (localControlToken) {
    writeControlFile(env.DATA_DIR, {
      pid: process.pid,
      url: loopbackUrl(env.HOST, (app.server.address() as AddressInfo).port),
      token: localControlToken,
    });
  }
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const origin = `http://${shownHost}:${env.PORT}`;
  // Without a built storefront (npm run dev serves it from Vite) this is the API alone.
  const storefront = existsSync(path.join(env.WEB_DIST_DIR, 'index.html'))
    ? `  NineToNine storefront: ${origin}\n`
    : '';
  // Without SMTP, password-reset and verification mails are files: say where to read them.
  const mail = env.SMTP_URL
    ? ''
    : `  Mail (no SMTP_URL set): written to ${outboxDirOf(env)} (newest file last)\n`;
  console.log(
    `\n${storefront}  API: ${origin}${API_BASE_PATH}  (docs at ${API_BASE_PATH}/docs)\n${mail}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
