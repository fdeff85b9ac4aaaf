import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { mailJobs, messageJobs } from '../db/schema/index';

/** The durable queues' tables (decisions 0064, 0092): each claims its due rows alike. */
type QueueTable = typeof mailJobs | typeof messageJobs;

/**
 * Claims up to `limit` of `table`'s due jobs for `leaseMs`: rows another worker holds (locked
 * now, or leased and not yet expired) are skipped, never waited for. Each claim counts an
 * attempt. One statement (one round trip, its own transaction): a worker woken after every
 * order mostly finds nothing due (decision 0095).
 */
export async function claimDueJobs<T extends QueueTable>(
  ex: Executor,
  table: T,
  at: Date,
  leaseMs: number,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const queue = table as QueueTable;
  const due = ex
    .select({ id: queue.id })
    .from(queue)
    .where(
      and(
        eq(queue.state, 'pending'),
        lte(queue.runAt, at),
        or(isNull(queue.lockedUntil), lt(queue.lockedUntil, at)),
      ),
    )
    .orderBy(asc(queue.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed: { runAt: Date }[] = await ex
    .update(queue)
    .set({ lockedUntil: new Date(at.getTime() + leaseMs), attempts: sql`${queue.attempts} + 1` })
    .where(inArray(queue.id, due))
    .returning();
  // RETURNING keeps no order: oldest due first, as the select chose them.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime()) as T['$inferSelect'][];
}
