import type { OrderUpdateChannel, UsersListQuery } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { unauthorized } from '../../http-error';
import type { UserRecord, UserRepository } from './user.repository';

export interface Profile {
  user: UserRecord;
  orderCount: number;
}

/** The signed-in user's own account, and the staff view of all accounts. */
export function createAccountService(deps: { db: Database; users: UserRepository }) {
  const { db, users } = deps;

  /** The caller's account; 401 when it is gone (deleted since the session began). */
  async function current(userId: string): Promise<UserRecord> {
    const user = await users.findById(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  async function profile(userId: string): Promise<Profile> {
    const user = await current(userId);
    return { user, orderCount: await users.orderCount(db, user.id) };
  }

  return {
    current,
    profile,

    /** Changes only what is given (undefined leaves a field alone), then the new profile. */
    async updateProfile(
      userId: string,
      patch: {
        name?: string;
        phone?: string | null;
        avatar?: string | null;
        orderStatusMails?: boolean;
        orderUpdates?: OrderUpdateChannel;
      },
    ): Promise<Profile> {
      const { name, phone, avatar, orderStatusMails, orderUpdates } = patch;
      await users.updateProfile(db, userId, {
        ...(name !== undefined && { name }),
        ...(phone !== undefined && { phone }),
        ...(avatar !== undefined && { avatarUrl: avatar }),
        ...(orderStatusMails !== undefined && { orderStatusMails }),
        ...(orderUpdates !== undefined && { orderUpdates }),
      });
      return profile(userId);
    },

    /** Staff only (the staff scope checks the role): a page of accounts, newest first. */
    list(query: UsersListQuery): Promise<{ users: UserRecord[]; total: number }> {
      const { page, limit, search, role } = query;
      return users.list(db, { page, limit, search: search || undefined, role });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
