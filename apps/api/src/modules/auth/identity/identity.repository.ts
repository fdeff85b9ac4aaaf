import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { userIdentities } from '../../../db/schema/index';

export interface IdentityKey {
  /** 'google.com' or 'phone'. */
  provider: string;
  /** The provider's id for the person (the Firebase uid). */
  subject: string;
}

/** Which user a Firebase identity belongs to. */
export function createIdentityRepository() {
  return {
    async findUserId(ex: Executor, key: IdentityKey): Promise<string | null> {
      const [row] = await ex
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(
          and(eq(userIdentities.provider, key.provider), eq(userIdentities.subject, key.subject)),
        )
        .limit(1);
      return row?.userId ?? null;
    },

    async link(ex: Executor, userId: string, key: IdentityKey): Promise<void> {
      await ex.insert(userIdentities).values({ userId, ...key });
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
