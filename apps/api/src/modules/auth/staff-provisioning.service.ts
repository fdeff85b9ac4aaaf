import {
  ErrorCode,
  type StaffAccountRequest,
  type StaffAccountResponse,
  type UserRole,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict } from '../../http-error';
import { hashPassword } from './password';
import { passwordProblem } from './password-strength';
import type { UserRepository } from './user.repository';

const RANK: Record<UserRole, number> = { customer: 0, staff: 1, admin: 2 };
const withArticle = (role: UserRole) => (role === 'admin' ? 'an admin' : `a ${role} member`);

/**
 * Staff accounts made from the restaurant's own terminal (`npm run create-admin`), whether the
 * command reaches the database itself or goes through the running server. Only ever promotes:
 * demoting someone is the admin screen's job, where the last-admin rule and the audit log apply.
 */
export function createStaffProvisioning(deps: { db: Database; users: UserRepository }) {
  const { db, users } = deps;
  return {
    async provision(input: StaffAccountRequest): Promise<StaffAccountResponse> {
      const { email, name, role, password } = input;
      const existingId = await users.findIdByEmail(db, email);
      if (existingId) {
        const existing = await users.findById(db, existingId);
        if (existing && RANK[existing.role] >= RANK[role]) {
          return { created: false, message: `${email} is already ${withArticle(existing.role)}.` };
        }
        // Promotion keeps the account's own credentials: no password is asked or changed.
        await users.setRole(db, existingId, role);
        return { created: false, message: `${email} is now ${withArticle(role)}.` };
      }
      if (!password) {
        throw badRequest('A new account needs a password.', ErrorCode.PasswordRequired);
      }
      const problem = passwordProblem(password, { email, name });
      if (problem) throw badRequest(problem, ErrorCode.WeakPassword);
      try {
        await users.insert(db, { name, email, role, passwordHash: await hashPassword(password) });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(`${email} was taken meanwhile; run the command again.`);
      }
      const label = role === 'admin' ? 'Admin' : 'Staff';
      return { created: true, message: `${label} account created for ${email}.` };
    },
  };
}
export type StaffProvisioning = ReturnType<typeof createStaffProvisioning>;
