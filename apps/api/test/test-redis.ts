import {
  redisAnswers,
  redisMissing,
  redisServerPath,
  startThrowawayRedis,
  type ThrowawayRedis,
} from './throwaway-redis';

/**
 * What the run does for Redis: use the one that answers; else start redis-server (when
 * installed) on a free port; else stop at once with one sentence saying how to install it.
 */
export function redisPlan(
  url: string,
  answers: boolean,
  bin: string | undefined,
): { use: 'configured' } | { use: 'throwaway'; bin: string } | { error: string } {
  if (answers) return { use: 'configured' };
  return bin ? { use: 'throwaway', bin } : { error: redisMissing(url) };
}

/** Where the suite looks for Redis when TEST_REDIS_URL is not set. */
const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

interface Shared {
  users: number;
  started?: Promise<ThrowawayRedis | undefined>;
}
// One per Vitest run, whichever projects' set-ups ask (each may load this module afresh).
const SHARED = Symbol.for('ninetonine.test-redis');
const shared = ((globalThis as Record<symbol, Shared>)[SHARED] ??= { users: 0 });

/**
 * The Redis the run's tests use (TEST_REDIS_URL, else the local 6379) when it answers; otherwise
 * a redis-server the suite starts, whose URL becomes TEST_REDIS_URL for every test file (workers
 * start after the global set-ups, with this process's environment). Returns what to call when
 * the project is done; the server stops after its last user.
 */
export async function ensureTestRedis(): Promise<() => Promise<void>> {
  shared.users += 1;
  shared.started ??= (async () => {
    const url = process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
    const plan = redisPlan(url, await redisAnswers(url), redisServerPath());
    if ('error' in plan) throw new Error(plan.error);
    if (plan.use === 'configured') return undefined;
    const server = await startThrowawayRedis(plan.bin);
    console.warn(`No Redis answered at ${url}: the tests run on their own (${server.url}).`);
    process.env.TEST_REDIS_URL = server.url;
    return server;
  })();
  const release = async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    const server = await shared.started?.catch(() => undefined);
    shared.started = undefined;
    await server?.stop();
  };
  try {
    await shared.started;
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
