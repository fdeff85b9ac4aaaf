import type { DatabaseHandle } from '../../db/client';

export function createHealthRepository(handle: DatabaseHandle) {
  return { databaseUp: () => handle.ping() };
}
