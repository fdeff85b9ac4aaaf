import type { InvitableRole } from '@ninetonine/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { staffInvitations, users } from '../../../db/schema/index';
import { hashToken } from '../sessions/session.repository';

export interface InvitationRecord {
  id: string;
  email: string;
  role: InvitableRole;
  invitedByUserId: string | null;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const pending = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

const columns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  role: staffInvitations.role,
  invitedByUserId: staffInvitations.invitedByUserId,
  invitedBy: users.email,
  createdAt: staffInvitations.createdAt,
  expiresAt: staffInvitations.expiresAt,
};

/** Admins' invitations to staff; only each link's SHA-256 is stored. */
export function createStaffInvitationsRepository() {
  return {
    /**
     * A new pending invitation for `email`; the address's earlier pending one (if any) is
     * revoked first, so only the newest mailed link works.
     */
    async insert(
      ex: Executor,
      input: {
        email: string;
        role: InvitableRole;
        token: string;
        invitedBy: string;
        ttlMs: number;
      },
    ): Promise<string> {
      const now = new Date();
      await ex
        .update(staffInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffInvitations.email, input.email),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
          ),
        );
      const [row] = await ex
        .insert(staffInvitations)
        .values({
          email: input.email,
          role: input.role,
          tokenHash: hashToken(input.token),
          invitedByUserId: input.invitedBy,
          expiresAt: new Date(now.getTime() + input.ttlMs),
        })
        .returning({ id: staffInvitations.id });
      return row!.id;
    },

    /** Pending invitations, newest first (at most `limit`). */
    async listPending(ex: Executor, limit: number): Promise<InvitationRecord[]> {
      return ex
        .select(columns)
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedByUserId))
        .where(pending(new Date()))
        .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
        .limit(limit);
    },

    async findPendingById(ex: Executor, id: string): Promise<InvitationRecord | null> {
      const [row] = await ex
        .select(columns)
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedByUserId))
        .where(and(eq(staffInvitations.id, id), pending(new Date())))
        .limit(1);
      return row ?? null;
    },

    /** The pending invitation a link is for, without using it up. */
    async findPendingByToken(ex: Executor, token: string): Promise<InvitationRecord | null> {
      const [row] = await ex
        .select(columns)
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedByUserId))
        .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending(new Date())))
        .limit(1);
      return row ?? null;
    },

    /**
     * Marks a pending invitation accepted by `userId`: one conditional UPDATE, so of two
     * concurrent uses of a link exactly one gets the invitation.
     */
    async accept(
      ex: Executor,
      token: string,
      userId: string,
    ): Promise<{
      id: string;
      email: string;
      role: InvitableRole;
      invitedByUserId: string | null;
    } | null> {
      const now = new Date();
      const [row] = await ex
        .update(staffInvitations)
        .set({ acceptedAt: now, acceptedByUserId: userId })
        .where(and(eq(staffInvitations.tokenHash, hashToken(token)), pending(now)))
        .returning({
          id: staffInvitations.id,
          email: staffInvitations.email,
          role: staffInvitations.role,
          invitedByUserId: staffInvitations.invitedByUserId,
        });
      return row ?? null;
    },

    /** Revokes a pending invitation; false when there is none with this id. */
    async revoke(ex: Executor, id: string): Promise<boolean> {
      const rows = await ex
        .update(staffInvitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffInvitations.id, id), pending(new Date())))
        .returning({ id: staffInvitations.id });
      return rows.length > 0;
    },
  };
}
export type StaffInvitationsRepository = ReturnType<typeof createStaffInvitationsRepository>;
