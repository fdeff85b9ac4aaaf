import { inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessions } from '../../../db/schema/index';

/** The session sweep's one query (the sessions table's others: session.repository.ts). */
export function createSessionSweepRepository() {
  return {
    /**
     * Deletes up to `limit` sessions that ended before `endedBefore`: revoked, past their
     * absolute expiry, or idle (last used `idleMs` before it). Their refresh tokens and push
     * subscriptions go with them (ON DELETE CASCADE). Returns how many it deleted.
     */
    async deleteEndedBefore(
      ex: Executor,
      opts: { endedBefore: Date; idleMs: number; limit: number },
    ): Promise<number> {
      const idleSince = new Date(opts.endedBefore.getTime() - opts.idleMs);
      const batch = ex
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          or(
            lt(sessions.revokedAt, opts.endedBefore),
            lt(sessions.expiresAt, opts.endedBefore),
            lt(sessions.lastUsedAt, idleSince),
          ),
        )
        .limit(opts.limit);
      const rows = await ex
        .delete(sessions)
        .where(inArray(sessions.id, batch))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionSweepRepository = ReturnType<typeof createSessionSweepRepository>;
