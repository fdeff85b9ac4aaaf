import pg from 'pg';
import { ADVISORY_LOCK_CLASS, SERVING_LOCK } from './migrations';

/**
 * Every server on PostgreSQL holds this advisory lock SHARED on a connection of its own for as
 * long as it runs; `npm run restore` takes it EXCLUSIVE, which it gets only when no server holds
 * it (and a server starting meanwhile waits for the restore). A pool's connections come and go
 * with traffic, so counting them would miss an idle server; the lock cannot.
 */
export interface ServingLock {
  release(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export async function holdServingLock(
  url: string,
  warn: (message: string) => void,
): Promise<ServingLock> {
  let client: pg.Client | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  const take = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'ninetonine serving lock',
    });
    // The lock ends with its session (a database restart): take it again on a new one.
    next.on('error', () => {});
    next.on('end', () => {
      if (released || client !== next) return;
      warn('lost the PostgreSQL serving lock with its connection: taking it again');
      schedule();
    });
    try {
      await next.connect();
      await next.query('select pg_advisory_lock_shared($1, $2)', [
        ADVISORY_LOCK_CLASS,
        SERVING_LOCK,
      ]);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      if (released) return;
      take().catch(() => schedule());
    }, RECONNECT_MS);
    retry.unref();
  };

  await take();
  return {
    async release() {
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
