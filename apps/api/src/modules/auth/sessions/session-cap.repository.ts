import { and, desc, eq, gt, inArray, isNull, not } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessions } from '../../../db/schema/index';
import type { RevokeReason } from './session.repository';

const REASON: RevokeReason = 'too_many_sessions';

/**
 * Live sessions one account may hold (decision 0065, "Caps"): far more browsers and devices than
 * a person or a kitchen uses, few enough that signing in again and again cannot pile up
 * sessions, and the push subscriptions each may hold. The sessions list shows as many.
 */
export const SESSIONS_PER_ACCOUNT = 50;

/**
 * At sign-in: ends the account's live sessions beyond the cap, least recently used first (the
 * new one was just used); the ids it ended, for the announcement.
 */
export async function endSessionsBeyondCap(
  ex: Executor,
  userId: string,
  opts: { now: Date; idleCutoff: Date },
): Promise<string[]> {
  const live = and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, opts.now),
    gt(sessions.lastUsedAt, opts.idleCutoff),
  );
  const kept = ex
    .select({ id: sessions.id })
    .from(sessions)
    .where(live)
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt), desc(sessions.id))
    .limit(SESSIONS_PER_ACCOUNT);
  const ended = await ex
    .update(sessions)
    .set({ revokedAt: opts.now, revokedReason: REASON })
    .where(and(live, not(inArray(sessions.id, kept))))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}
