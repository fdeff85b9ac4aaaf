import {
  ErrorCode,
  LAST_ADMIN_MESSAGE,
  NOT_ADMIN_ANY_MORE_MESSAGE,
  type UserRole,
} from '@ninetonine/contract';
import type { Database } from '../../../db/client';
import { conflict, forbidden, notFound } from '../../../http-error';
import type { AuditChange, AuditLog } from '../../audit/audit-log';
import type { PasswordProofRepository } from '../passwords/password-proof.repository';
import type { SessionsService } from '../sessions/sessions.service';
import type { UserRecord, UserRepository } from '../user.repository';

/**
 * The log's entry for a role given or taken, however it came (an admin, an invitation, the
 * command line): one action, so "who made them staff" is one query. `before` null: a new account.
 */
export const roleChangeEntry = (
  userId: string,
  before: UserRole | null,
  after: { role: UserRole; passwordCleared?: true; invitation?: string },
): AuditChange => ({
  action: 'user.role',
  entityType: 'user',
  entityId: userId,
  before: before === null ? null : { role: before },
  after,
});

/**
 * Admins managing who is staff and who is admin. Every change is audited and ends the user's
 * sessions, in its own transaction, and the restaurant never loses its last admin, even when
 * two admins demote each other at the same moment: each change first locks every admin row, so
 * such changes run one after another and the second sees the first's result.
 */
export function createUserRolesService(deps: {
  db: Database;
  users: UserRepository;
  sessions: Pick<SessionsService, 'revokeAll'>;
  audit: AuditLog;
  passwordProof: Pick<PasswordProofRepository, 'clearUnproven'>;
}) {
  const { db, users, sessions, audit, passwordProof } = deps;

  return {
    /**
     * Gives `userId` the role and ends every session of theirs, in the same transaction: a
     * grant or a demotion takes effect as a fresh sign-in (no open page or live stream keeps
     * the old rights), also when an admin changes their own role.
     */
    async changeRole(actorId: string, userId: string, role: UserRole): Promise<UserRecord> {
      await db.transaction(async (tx) => {
        const admins = await users.lockAdmins(tx);
        // The scope checked the caller's role before this wait; another admin may have
        // demoted them meanwhile.
        if (!admins.includes(actorId)) throw forbidden(NOT_ADMIN_ANY_MORE_MESSAGE);
        await audit.write(
          tx,
          { id: actorId },
          {
            async read() {
              const before = await users.lockRole(tx, userId);
              if (before === null) throw notFound('No such user');
              return before;
            },
            async write(_, before): Promise<boolean> {
              if (before === role) return false;
              if (before === 'admin' && admins.length <= 1) {
                throw conflict(LAST_ADMIN_MESSAGE, ErrorCode.LastAdmin);
              }
              await users.setRole(tx, userId, role);
              // A customer's password set before the email was proven may be a squatter's: the
              // owner chooses a new one with a mailed link (docs/decisions/0070).
              const passwordCleared =
                before === 'customer' && (await passwordProof.clearUnproven(tx, userId));
              // Announced to every instance: the user's live streams end too (docs/decisions/0032).
              await sessions.revokeAll(tx, userId, 'role_changed');
              return passwordCleared;
            },
            // Giving the role they have changes nothing, and nothing is logged.
            entry: (before, passwordCleared) =>
              before === role
                ? null
                : roleChangeEntry(
                    userId,
                    before,
                    passwordCleared ? { role, passwordCleared } : { role },
                  ),
          },
        );
      });
      const user = await users.findById(db, userId);
      if (!user) throw notFound('No such user');
      return user;
    },
  };
}
export type UserRolesService = ReturnType<typeof createUserRolesService>;
