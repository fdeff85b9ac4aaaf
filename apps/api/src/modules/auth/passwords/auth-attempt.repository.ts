import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { authAttempts } from '../../../db/schema/index';

/** How many attempts a key gets, and the waits after them. */
export interface AttemptPolicy {
  /** Attempts taken without a wait; the wait starts after the last of them. */
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** A key without an attempt for this long starts over. */
  forgetAfterSeconds: number;
}

/** Seconds to wait after `count` attempts, in SQL: none, then doubling up to the maximum. */
function waitAfter(count: SQL, p: AttemptPolicy): SQL {
  // The exponent is capped so that power() never overflows, whatever the count.
  return sql`(case when ${count} < ${p.free} then 0 else least(${p.maxWaitSeconds}::float8, ${p.firstWaitSeconds}::float8 * power(2, least(${count} - ${p.free}, 20))) end)`;
}

/** Attempts at passwords and authenticator codes, counted before they are checked. */
export function createAuthAttemptRepository() {
  const t = authAttempts;
  return {
    /**
     * Counts one attempt for `key` unless it must wait: one INSERT … ON CONFLICT DO UPDATE …
     * WHERE, which PostgreSQL runs one at a time per key, on one connection or many. 0 when
     * the attempt was counted (it may be checked), otherwise the seconds still to wait.
     */
    async reserve(ex: Executor, key: string, policy: AttemptPolicy): Promise<number> {
      // The clock as the statement runs, not now() (its transaction's start): an attempt that
      // began first but waited on the key's row behind one that began later would otherwise see
      // that one's "no wait" time still ahead of it, and be refused although attempts were left.
      const clock = sql`clock_timestamp()`;
      const stale = sql`${t.lastAt} < ${clock} - make_interval(secs => ${policy.forgetAfterSeconds})`;
      const count = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
      const reserved = await ex
        .insert(t)
        .values({
          key,
          failures: 1,
          lastAt: clock,
          lockedUntil: sql`${clock} + make_interval(secs => ${waitAfter(sql`1`, policy)})`,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            failures: count,
            lastAt: clock,
            lockedUntil: sql`${clock} + make_interval(secs => ${waitAfter(count, policy)})`,
          },
          setWhere: sql`${t.lockedUntil} <= ${clock}`,
        })
        .returning({ failures: t.failures });
      if (reserved.length > 0) return 0;
      const [row] = await ex
        .select({ wait: sql<number>`ceil(extract(epoch from ${t.lockedUntil} - ${clock}))::int` })
        .from(t)
        .where(eq(t.key, key));
      return Math.max(1, Number(row?.wait ?? 1));
    },

    /** A right answer: the count starts over. */
    async reset(ex: Executor, key: string): Promise<void> {
      await ex.delete(t).where(eq(t.key, key));
    },

    /** Forgets keys without an attempt since `before` (their count would start over anyway). */
    async deleteIdleSince(ex: Executor, before: Date): Promise<number> {
      const rows = await ex.delete(t).where(lt(t.lastAt, before)).returning({ key: t.key });
      return rows.length;
    },
  };
}
export type AuthAttemptRepository = ReturnType<typeof createAuthAttemptRepository>;
