import type { DatabaseHandle } from '../../db/client';

/** Reachability of the database: a ping on the handle, not a query through Drizzle. */
export function createHealthRepository(handle: Pick<DatabaseHandle, 'ping'>) {
  return { databaseUp: () => handle.ping() };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
