import {
  redisAnswers,
  redisMissing,
  redisServerPath,
  startThrowawayRedis,
} from './throwaway-redis';
import { sharedServer } from './shared-server';

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

/**
 * The Redis the run's tests use (TEST_REDIS_URL, else the local 6379) when it answers; otherwise
 * a redis-server the suite starts, whose URL becomes TEST_REDIS_URL for every test file (workers
 * start after the global set-ups, with this process's environment). Returns what to call when
 * the project is done; the server stops after its last user.
 */
export const ensureTestRedis = sharedServer('ninetonine.test-redis', async () => {
  const url = process.env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
  const plan = redisPlan(url, await redisAnswers(url), redisServerPath());
  if ('error' in plan) throw new Error(plan.error);
  if (plan.use === 'configured') return undefined;
  const server = await startThrowawayRedis(plan.bin);
  console.warn(`No Redis answered at ${url}: the tests run on their own (${server.url}).`);
  process.env.TEST_REDIS_URL = server.url;
  return server;
});
