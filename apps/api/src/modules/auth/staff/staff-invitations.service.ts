import {
  ErrorCode,
  INVITATION_TTL_DAYS,
  type InvitableRole,
  type StaffInvitationCreate,
  type UserRole,
} from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { badRequest, conflict, notFound, unauthorized } from '../../../http-error';
import type { AuditLog } from '../../audit/audit-log';
import type { EmailLinksService } from '../passwords/email-links.service';
import type { PasswordProofRepository } from '../passwords/password-proof.repository';
import type { SessionsService } from '../sessions/sessions.service';
import type { InvitationRecord, StaffInvitationsRepository } from './staff-invitations.repository';
import { roleChangeEntry } from './user-roles.service';
import type { UserRepository } from '../user.repository';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;
const INVALID_LINK =
  'This invitation link is invalid, expired, revoked or already used. Please ask an admin for a new one.';
// A rider is on the team but not staff (decision 0083): staff invited as riders keep their role.
const rank: Record<UserRole, number> = { customer: 0, rider: 1, staff: 2, admin: 3 };

/**
 * Admins inviting an address to staff or admin (docs/decisions/0053). The role goes to the
 * account holding the address only once someone opens the mailed link while signed in to it:
 * the link proves the address (docs/decisions/0031). The grant is audited with the inviting
 * admin as actor and ends the account's sessions, like every grant.
 */
export function createStaffInvitationsService(deps: {
  db: Database;
  users: UserRepository;
  invitations: StaffInvitationsRepository;
  sessions: Pick<SessionsService, 'revokeAll'>;
  emailLinks: Pick<EmailLinksService, 'mailStaffInvitation' | 'wakeMail'>;
  audit: AuditLog;
  passwordProof: Pick<PasswordProofRepository, 'markProven'>;
}) {
  const { db, users, invitations, sessions, emailLinks, audit, passwordProof } = deps;

  return {
    listPending: (): Promise<InvitationRecord[]> => invitations.listPending(db, 100),

    /** Records the invitation (the address's earlier one stops working) and mails the link. */
    async invite(actorId: string, input: StaffInvitationCreate): Promise<InvitationRecord> {
      const token = randomBytes(32).toString('base64url');
      const id = await db.transaction(async (tx) => {
        const holder = await users.findEmailHolder(tx, input.email);
        if (holder && rank[holder.role] >= rank[input.role]) {
          throw conflict(
            `${input.email} is already ${holder.role === 'admin' ? 'an admin' : holder.role === 'rider' ? 'a rider' : 'staff'}.`,
            ErrorCode.AlreadyStaff,
          );
        }
        const invitationId = await audit.write(
          tx,
          { id: actorId },
          {
            write: (ex) =>
              invitations.insert(ex, { ...input, token, invitedBy: actorId, ttlMs: TTL_MS }),
            entry: (_, invitationId) => ({
              action: 'invitation.create',
              entityType: 'invitation',
              entityId: invitationId,
              after: { email: input.email, role: input.role },
            }),
          },
        );
        // Queued with the invitation: the link is mailed if and only if it exists.
        await emailLinks.mailStaffInvitation(tx, {
          email: input.email,
          token,
          role: input.role,
          days: INVITATION_TTL_DAYS,
        });
        return invitationId;
      });
      emailLinks.wakeMail();
      const invitation = await invitations.findPendingById(db, id);
      if (!invitation) throw notFound('No such invitation', ErrorCode.InvitationNotFound);
      return invitation;
    },

    async revoke(actorId: string, id: string): Promise<void> {
      await db.transaction((tx) =>
        audit.write(
          tx,
          { id: actorId },
          {
            async read() {
              const invitation = await invitations.findPendingById(tx, id);
              if (!invitation) {
                throw notFound(
                  'This invitation is no longer pending (accepted, revoked or expired).',
                  ErrorCode.InvitationNotFound,
                );
              }
              return invitation;
            },
            async write() {
              if (!(await invitations.revoke(tx, id))) {
                throw notFound(
                  'This invitation is no longer pending.',
                  ErrorCode.InvitationNotFound,
                );
              }
            },
            entry: (before) => ({
              action: 'invitation.revoke',
              entityType: 'invitation',
              entityId: id,
              before: { email: before.email, role: before.role },
            }),
          },
        ),
      );
    },

    /** The address and role a link is for, leaving it usable (a mail scanner grants nothing). */
    async preview(token: string): Promise<{ email: string; role: InvitableRole }> {
      const invitation = await invitations.findPendingByToken(db, token);
      if (!invitation) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
      return { email: invitation.email, role: invitation.role };
    },

    /**
     * Grants the invitation's role to the signed-in account holding the invited address, marks
     * the address proved, uses the link up and ends every session of the account. Never demotes.
     */
    async accept(userId: string, token: string): Promise<InvitableRole> {
      const invitation = await invitations.findPendingByToken(db, token);
      if (!invitation) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
      const user = await users.findById(db, userId);
      if (!user) throw unauthorized();
      if (user.email !== invitation.email) {
        throw conflict(
          `This invitation is for ${invitation.email}, and you are signed in with ${
            user.email ?? 'an account without an email'
          }. Sign out, then sign in or create an account with ${invitation.email} to accept it.`,
          ErrorCode.InvitationForAnotherEmail,
        );
      }
      return db.transaction(async (tx) => {
        const admins = await users.lockAdmins(tx);
        const accepted = await invitations.accept(tx, token, userId);
        if (!accepted) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        const inviter = accepted.invitedByUserId;
        // An invitation is an admin's act: it grants nothing once they are no longer an admin.
        if (!inviter || !admins.includes(inviter)) {
          throw badRequest(
            'The admin who sent this invitation is no longer an admin, so it grants nothing. Please ask an admin for a new one.',
            ErrorCode.InvalidLink,
          );
        }
        await users.markEmailVerified(tx, userId);
        // The account's own session opened the mailed link: its password is the owner's.
        await passwordProof.markProven(tx, userId);
        return audit.write(
          tx,
          { id: inviter },
          {
            async read() {
              const before = await users.lockRole(tx, userId);
              if (before === null) throw unauthorized();
              return before;
            },
            async write(_, before): Promise<InvitableRole> {
              if (rank[before] >= rank[accepted.role]) return before as InvitableRole;
              await users.setRole(tx, userId, accepted.role);
              await sessions.revokeAll(tx, userId, 'role_changed');
              return accepted.role;
            },
            entry: (before, role) =>
              before === role
                ? null
                : roleChangeEntry(userId, before, { role, invitation: accepted.id }),
          },
        );
      });
    },
  };
}
export type StaffInvitationsService = ReturnType<typeof createStaffInvitationsService>;
