import { and, count, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  securitySettings,
  sessions,
  userRecoveryCodes,
  userSecondFactors,
  users,
} from '../../../db/schema/index';

export interface SecondFactorRecord {
  secretEncrypted: string;
  confirmed: boolean;
}

/** Authenticator apps, recovery codes and the admin's security settings. */
export function createSecondFactorRepository() {
  return {
    async find(ex: Executor, userId: string): Promise<SecondFactorRecord | null> {
      const [row] = await ex
        .select({
          secretEncrypted: userSecondFactors.secretEncrypted,
          confirmedAt: userSecondFactors.confirmedAt,
        })
        .from(userSecondFactors)
        .where(eq(userSecondFactors.userId, userId))
        .limit(1);
      return row
        ? { secretEncrypted: row.secretEncrypted, confirmed: row.confirmedAt !== null }
        : null;
    },

    /** A pending (unconfirmed) secret replaces any pending one; a confirmed app is kept. */
    async savePending(ex: Executor, userId: string, secretEncrypted: string): Promise<boolean> {
      const rows = await ex
        .insert(userSecondFactors)
        .values({ userId, secretEncrypted })
        .onConflictDoUpdate({
          target: userSecondFactors.userId,
          set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
          setWhere: isNull(userSecondFactors.confirmedAt),
        })
        .returning({ userId: userSecondFactors.userId });
      return rows.length > 0;
    },

    /**
     * Claims a time step for a code: true once per step and account, so a code seen over a
     * shoulder (or replayed) is not good a second time. `confirm` also marks the app confirmed.
     */
    async claimStep(
      ex: Executor,
      userId: string,
      step: number,
      opts: { confirm?: boolean } = {},
    ): Promise<boolean> {
      const rows = await ex
        .update(userSecondFactors)
        .set({ lastUsedStep: step, ...(opts.confirm ? { confirmedAt: new Date() } : {}) })
        .where(
          and(
            eq(userSecondFactors.userId, userId),
            opts.confirm
              ? isNull(userSecondFactors.confirmedAt)
              : isNotNull(userSecondFactors.confirmedAt),
            or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userSecondFactors.userId });
      return rows.length > 0;
    },

    /** Turns the app off: the secret and every recovery code go. */
    async remove(ex: Executor, userId: string): Promise<void> {
      await ex.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      await ex.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId));
    },

    /** Replaces the account's recovery codes with these (hashed). */
    async replaceRecoveryCodes(ex: Executor, userId: string, hashes: string[]): Promise<void> {
      await ex.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      await ex.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** The same secret sealed again (another key), unless it changed meanwhile. */
    async resealSecret(ex: Executor, userId: string, was: string, sealed: string): Promise<void> {
      await ex
        .update(userSecondFactors)
        .set({ secretEncrypted: sealed })
        .where(
          and(eq(userSecondFactors.userId, userId), eq(userSecondFactors.secretEncrypted, was)),
        );
    },

    /**
     * Uses a recovery code up: true exactly once per code (one conditional UPDATE). `codeHashes`
     * are the forms it may be stored in (the current key, the previous one, the pre-0072 one).
     */
    async useRecoveryCode(ex: Executor, userId: string, codeHashes: string[]): Promise<boolean> {
      const rows = await ex
        .update(userRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(userRecoveryCodes.userId, userId),
            inArray(userRecoveryCodes.codeHash, codeHashes),
            isNull(userRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: userRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(ex: Executor, userId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    async requireStaffSecondFactor(ex: Executor): Promise<boolean> {
      const [row] = await ex
        .select({ required: securitySettings.requireStaffSecondFactor })
        .from(securitySettings)
        .limit(1);
      return row?.required ?? false;
    },

    async setRequireStaffSecondFactor(ex: Executor, required: boolean): Promise<void> {
      await ex
        .insert(securitySettings)
        .values({ id: 1, requireStaffSecondFactor: required })
        .onConflictDoUpdate({
          target: securitySettings.id,
          set: { requireStaffSecondFactor: required, updatedAt: new Date() },
        });
    },

    /**
     * Ends the live sessions of staff and admins without a confirmed app (but `keepSessionId`):
     * once the admin requires one, nobody stays signed in to the staff side without it.
     */
    async endSessionsWithoutSecondFactor(
      ex: Executor,
      keepSessionId: string,
    ): Promise<{ id: string; userId: string }[]> {
      const confirmed = ex
        .select({ userId: userSecondFactors.userId })
        .from(userSecondFactors)
        .where(isNotNull(userSecondFactors.confirmedAt));
      const staff = ex
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.role, ['staff', 'admin']));
      const rows = await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'second_factor_required' })
        .where(
          and(
            isNull(sessions.revokedAt),
            inArray(sessions.userId, staff),
            notInArray(sessions.userId, confirmed),
            ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id, userId: sessions.userId });
      return rows;
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
