import type { Redis } from 'ioredis';

/** Failures allowed before waiting starts. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 30;
const MAX_WAIT_SECONDS = 15 * 60;
/** A key with no failure for this long starts over. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/** How long to wait after `failures` failures: none, then 30 s doubling up to 15 minutes. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

interface FailureRecord {
  failures: number;
  /** Epoch ms of the last failure. */
  lastAt: number;
}

export interface FailureStore {
  get(key: string): Promise<FailureRecord | null>;
  fail(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Seconds still to wait for `key` at `now`; 0 when it may try. */
export async function waitSeconds(store: FailureStore, key: string, now: number) {
  const record = await store.get(key);
  if (!record) return 0;
  const until = record.lastAt + backoffSeconds(record.failures) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** One process: a bounded map (oldest entries go first when it is full). */
export function memoryFailureStore(maxKeys = 100_000): FailureStore {
  const records = new Map<string, FailureRecord>();
  return {
    get: async (key) => {
      const r = records.get(key);
      if (r && Date.now() - r.lastAt > FORGET_AFTER_SECONDS * 1000) records.delete(key);
      return records.get(key) ?? null;
    },
    fail: async (key, now) => {
      const failures = (records.get(key)?.failures ?? 0) + 1;
      records.delete(key);
      records.set(key, { failures, lastAt: now });
      if (records.size > maxKeys) records.delete(records.keys().next().value as string);
    },
    reset: async (key) => void records.delete(key),
  };
}

/** Shared by every API instance. */
export function redisFailureStore(redis: Redis, prefix: string): FailureStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    get: async (key) => {
      const [n, t] = await redis.hmget(k(key), 'n', 't');
      return n && t ? { failures: Number(n), lastAt: Number(t) } : null;
    },
    fail: async (key, now) => {
      await redis
        .multi()
        .hincrby(k(key), 'n', 1)
        .hset(k(key), 't', String(now))
        .expire(k(key), FORGET_AFTER_SECONDS)
        .exec();
    },
    reset: async (key) => void (await redis.del(k(key))),
  };
}
