import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { userRecoveryCodes, userSecondFactors, users } from '../../../db/schema/index';

/**
 * Whether an account's password is known to be its email owner's (docs/decisions/0070): a
 * password typed at sign-up may be a squatter's, who registered someone else's address first.
 */
export function createPasswordProofRepository() {
  return {
    /**
     * Sets the password through a mailed link (reset, the verification page's "Set a new
     * password"): the mailbox's holder chose it, so it is proven and the email with it.
     */
    async setProvenPassword(ex: Executor, id: string, passwordHash: string): Promise<void> {
      const now = new Date();
      await ex
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, passwordProvenAt: now })
        .where(eq(users.id, id));
    },

    /**
     * The account's own session proved its email (verification or invitation link opened
     * signed in): whoever holds the password also holds the mailbox.
     */
    async markProven(ex: Executor, id: string): Promise<void> {
      await ex
        .update(users)
        .set({ passwordProvenAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.passwordHash)));
    },

    /**
     * Clears a password nobody proved to be the email owner's, and the authenticator app set up
     * with it (a squatter's would lock the owner out after their reset). The owner sets a new
     * one with a mailed link. True when there was one to clear.
     */
    async clearUnproven(ex: Executor, id: string): Promise<boolean> {
      const cleared = await ex
        .update(users)
        .set({ passwordHash: null, passwordChangedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.passwordHash), isNull(users.passwordProvenAt)))
        .returning({ id: users.id });
      if (cleared.length === 0) return false;
      await ex.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id));
      await ex.delete(userSecondFactors).where(eq(userSecondFactors.userId, id));
      return true;
    },
  };
}
export type PasswordProofRepository = ReturnType<typeof createPasswordProofRepository>;
