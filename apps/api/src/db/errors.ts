/** PostgreSQL's unique_violation, through node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write whose checks a concurrent write can slip past (a name or code free when read,
 * taken at insert): the unique index's violation becomes `toError()` (a 409), the same answer
 * the check gives when it sees the clash first. `toError` returns undefined to let it through.
 */
export async function onUniqueViolation<T>(
  run: () => Promise<T>,
  toError: () => Error | undefined,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const replacement = isUniqueViolation(error) ? toError() : undefined;
    throw replacement ?? error;
  }
}

/** onUniqueViolation's `toError` for a write that may set `key` (a name, a code): `taken(key)`. */
export const takenAs =
  (key: string | undefined, taken: (key: string) => Error) => (): Error | undefined =>
    key === undefined ? undefined : taken(key);

/** SQLSTATEs and socket errors that mean "the database is not answering now", not a bug. */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: the statement timeout stopped a query
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/;

/**
 * The database is busy, restarting or unreachable: worth a 503 and a retry, never a 500. Walks
 * Drizzle's and node-postgres' wrappers.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
