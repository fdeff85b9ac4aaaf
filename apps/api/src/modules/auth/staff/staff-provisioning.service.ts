import {
  ErrorCode,
  type StaffAccountRequest,
  type StaffAccountResponse,
  type UserRole,
} from '@ninetonine/contract';
import type { Database } from '../../../db/client';
import { onUniqueViolation } from '../../../db/errors';
import { badRequest, conflict } from '../../../http-error';
import type { AuditLog, NamedActor } from '../../audit/audit-log';
import type { PasswordHasher } from '../passwords/password';
import type { PasswordProofRepository } from '../passwords/password-proof.repository';
import { passwordProblem } from '../passwords/password-strength';
import type { SessionsService } from '../sessions/sessions.service';
import type { UserRepository } from '../user.repository';
import { roleChangeEntry } from './user-roles.service';

const RANK: Record<UserRole, number> = { customer: 0, rider: 1, staff: 2, admin: 3 };
const withArticle = (role: UserRole) => (role === 'admin' ? 'an admin' : `a ${role} member`);

/** How the audit log names these grants: no account made them. */
export const COMMAND_LINE_ACTOR: NamedActor = { label: 'command line (npm run create-admin)' };

/** Said when a grant cleared a password nobody proved to be the email owner's. */
const PASSWORD_CLEARED_NOTE =
  'Its password was set before the email was confirmed, so it was cleared: its owner chooses ' +
  'a new one with "Forgot password?" on the sign-in page.';

/** Why an unproven account gets no rights, and what the operator does instead. */
export const unverifiedGrantMessage = (email: string) =>
  `${email} is already registered, but its owner never confirmed the email, so the account ` +
  `may belong to someone else who typed that address first. Nothing was changed. Ask the ` +
  `owner of ${email} to sign in and confirm the email with the link mailed to it (the account ` +
  `page sends a new one), then run this command again; or use a different address.`;

/**
 * Staff accounts made from the restaurant's own terminal (`npm run create-admin`), whether the
 * command reaches the database itself or goes through the running server. Only ever promotes:
 * demoting someone is the admin screen's job, where the last-admin rule applies.
 *
 * Rights go to whoever controls the address (docs/decisions/0031-grants-to-proven-addresses.md):
 * a customer account whose email was never proved is refused, since anyone may have registered
 * it first; an account the restaurant already made staff may become an admin. Every grant ends
 * the account's sessions (it signs in again with the new rights) and is audited, with the
 * command line as the actor, in the grant's own transaction.
 */
export function createStaffProvisioning(deps: {
  db: Database;
  users: UserRepository;
  sessions: Pick<SessionsService, 'revokeAll'>;
  audit: AuditLog;
  passwords: Pick<PasswordHasher, 'hash'>;
  passwordProof: Pick<PasswordProofRepository, 'clearUnproven'>;
}) {
  const { db, users, sessions, audit, passwords, passwordProof } = deps;

  /** Promotes the account holding `email`; null when there is none (create it instead). */
  function promoteExisting(email: string, role: UserRole) {
    return db.transaction(async (tx): Promise<StaffAccountResponse | null> => {
      const holder = await users.lockEmailHolder(tx, email);
      if (!holder) return null;
      if (RANK[holder.role] >= RANK[role]) {
        return { created: false, message: `${email} is already ${withArticle(holder.role)}.` };
      }
      if (holder.role === 'customer' && !holder.emailVerified) {
        throw conflict(unverifiedGrantMessage(email), ErrorCode.EmailNotVerified);
      }
      // No password is asked; a customer's set before the email was proven may be a
      // squatter's, so it is cleared (docs/decisions/0070).
      const passwordCleared = await audit.write(tx, COMMAND_LINE_ACTOR, {
        async write() {
          await users.setRole(tx, holder.id, role);
          const cleared =
            holder.role === 'customer' && (await passwordProof.clearUnproven(tx, holder.id));
          await sessions.revokeAll(tx, holder.id, 'role_changed');
          return cleared;
        },
        entry: (_, cleared) =>
          roleChangeEntry(
            holder.id,
            holder.role,
            cleared ? { role, passwordCleared: cleared } : { role },
          ),
      });
      const message = `${email} is now ${withArticle(role)}.`;
      return {
        created: false,
        message: passwordCleared ? `${message} ${PASSWORD_CLEARED_NOTE}` : message,
      };
    });
  }

  return {
    async provision(input: StaffAccountRequest): Promise<StaffAccountResponse> {
      const { email, name, role, password } = input;
      const promoted = await promoteExisting(email, role);
      if (promoted) return promoted;
      if (!password) {
        throw badRequest('A new account needs a password.', ErrorCode.PasswordRequired);
      }
      const problem = passwordProblem(password, { email, name });
      if (problem) throw badRequest(problem, ErrorCode.WeakPassword);
      const passwordHash = await passwords.hash(password);
      // Whoever runs this command on the server vouches for the address, as for the password:
      // it is proven from the start, so order and account mails reach the owner (issue 34,
      // item 11) and nothing asks the owner to confirm an address they were given by root.
      const provenAt = new Date();
      await onUniqueViolation(
        () =>
          db.transaction((tx) =>
            audit.write(tx, COMMAND_LINE_ACTOR, {
              write: () =>
                users.insert(tx, {
                  name,
                  email,
                  role,
                  passwordHash,
                  emailVerifiedAt: provenAt,
                  passwordProvenAt: provenAt,
                }),
              entry: (_, user) => roleChangeEntry(user.id, null, { role }),
            }),
          ),
        () => conflict(`${email} was taken meanwhile; run the command again.`),
      );
      const label = role === 'admin' ? 'Admin' : 'Staff';
      return { created: true, message: `${label} account created for ${email}.` };
    },
  };
}
export type StaffProvisioning = ReturnType<typeof createStaffProvisioning>;
