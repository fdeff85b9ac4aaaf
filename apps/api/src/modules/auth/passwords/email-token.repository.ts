import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { emailTokens, type EmailTokenPurpose } from '../../../db/schema/index';
import { hashToken } from '../sessions/session.repository';

/** One-time mailed links: only their SHA-256 is stored, the token lives in the mail alone. */
export function createEmailTokenRepository() {
  const live = (token: string, purpose: EmailTokenPurpose, now: Date) =>
    and(
      eq(emailTokens.tokenHash, hashToken(token)),
      eq(emailTokens.purpose, purpose),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, now),
    );

  return {
    /** A new token for `purpose`; every older one of the same purpose stops working. */
    async issue(
      ex: Executor,
      input: { userId: string; purpose: EmailTokenPurpose; ttlMs: number },
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await ex.transaction(async (tx) => {
        await tx
          .delete(emailTokens)
          .where(and(eq(emailTokens.userId, input.userId), eq(emailTokens.purpose, input.purpose)));
        await tx.insert(emailTokens).values({
          userId: input.userId,
          purpose: input.purpose,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + input.ttlMs),
        });
      });
      return token;
    },

    /** The user a live (unused, unexpired) token is for, without using it up. */
    async peek(ex: Executor, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const [row] = await ex
        .select({ userId: emailTokens.userId })
        .from(emailTokens)
        .where(live(token, purpose, new Date()))
        .limit(1);
      return row?.userId ?? null;
    },

    /**
     * Uses a live token up: one conditional UPDATE (... WHERE used_at IS NULL RETURNING), so of
     * two concurrent uses exactly one gets the user id.
     */
    async consume(ex: Executor, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const now = new Date();
      const [row] = await ex
        .update(emailTokens)
        .set({ usedAt: now })
        .where(live(token, purpose, now))
        .returning({ userId: emailTokens.userId });
      return row?.userId ?? null;
    },

    /** Every token of a user stops working (its email was taken away). */
    async revokeAll(ex: Executor, userId: string): Promise<void> {
      await ex.delete(emailTokens).where(eq(emailTokens.userId, userId));
    },
  };
}
export type EmailTokenRepository = ReturnType<typeof createEmailTokenRepository>;
