import {
  ErrorCode,
  type ReauthenticateRequest,
  type SecondFactorSignInRequest,
  type SecondFactorStatus,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../../db/client';
import { HttpError, badRequest, conflict, forbidden, unauthorized } from '../../../http-error';
import type { AuditLog } from '../../audit/audit-log';
import { accountAttemptKey, type AttemptLimits } from '../passwords/attempt-limits';
import type { PasswordHasher } from '../passwords/password';
import type { Challenges } from './second-factor-challenge';
import type { SecondFactorRepository } from './second-factor.repository';
import type { SecretBox } from './second-factor-keys';
import { acceptedStep, enrolmentOf, newRecoveryCodes, newTotpSecret } from './second-factor-secret';
import type { SessionRepository, SessionUser } from '../sessions/session.repository';
import type { BrowserSession, SessionsService, SignInOrigin } from '../sessions/sessions.service';
import type { UserRecord, UserRepository } from '../user.repository';

const ENTER_CODE = 'Enter the 6-digit code from your authenticator app to finish signing in.';
const SET_UP_FIRST =
  'Your restaurant requires two-step sign-in for staff. Set up an authenticator app to finish signing in.';
const WRONG_CODE = 'That code is not right, or was already used. Try the newest code in your app.';
const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';

/**
 * The password (or Google, or the phone) was right; a code must follow. 401 with a challenge
 * for POST /auth/second-factor: the one sign-in refusal that carries more than a message.
 */
export class SecondFactorRequired extends HttpError {
  constructor(challenge: string, setupRequired: boolean) {
    super(401, setupRequired ? SET_UP_FIRST : ENTER_CODE, ErrorCode.SecondFactorRequired, {
      challenge,
      setupRequired,
    });
  }
}

const wrongCode = () => badRequest(WRONG_CODE, ErrorCode.InvalidSecondFactor);
const isStaff = (role: string) => role === 'staff' || role === 'admin';

/** Authenticator apps for staff, recovery codes, the admin's requirement, and re-authentication. */
export function createSecondFactorService(deps: {
  db: Database;
  users: UserRepository;
  repo: SecondFactorRepository;
  sessionRepo: SessionRepository;
  sessions: SessionsService;
  challenges: Challenges;
  box: SecretBox;
  audit: AuditLog;
  passwords: Pick<PasswordHasher, 'verify'>;
  attempts: AttemptLimits;
}) {
  const { db, users, repo, sessionRepo, sessions, challenges, box, audit, passwords } = deps;
  const { attempts } = deps;

  /** True when `code` (a 6-digit code or a recovery code) is good for this account, once. */
  async function useCode(ex: Executor, userId: string, code: string): Promise<boolean> {
    const factor = await repo.find(ex, userId);
    if (!factor?.confirmed) return false;
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const secret = box.open(factor.secretEncrypted);
      const step = secret ? acceptedStep(secret.plain, digits) : null;
      if (step === null || !(await repo.claimStep(ex, userId, step))) return false;
      // Sealed with the previous key (or the pre-0072 one): sealed again with the current one.
      if (secret?.stale) {
        await repo.resealSecret(ex, userId, factor.secretEncrypted, box.seal(secret.plain));
      }
      return true;
    }
    return repo.useRecoveryCode(ex, userId, box.recoveryCodeForms(code));
  }

  /** Confirms a pending app with its first code; the recovery codes, shown once. */
  async function confirmPending(ex: Executor, userId: string, code: string) {
    const factor = await repo.find(ex, userId);
    if (!factor || factor.confirmed) {
      throw badRequest('Start setting up your authenticator app first.', ErrorCode.BadRequest);
    }
    const secret = box.open(factor.secretEncrypted);
    const step = secret ? acceptedStep(secret.plain, code.replace(/\s/g, '')) : null;
    if (step === null || !(await repo.claimStep(ex, userId, step, { confirm: true }))) {
      throw wrongCode();
    }
    const recoveryCodes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(ex, userId, recoveryCodes.map(box.hashRecoveryCode));
    return recoveryCodes;
  }

  async function staffCaller(caller: SessionUser | null): Promise<UserRecord> {
    if (!caller) throw unauthorized();
    const user = await users.findById(db, caller.id);
    if (!user) throw unauthorized();
    if (!isStaff(user.role)) {
      throw forbidden('Two-step sign-in is for staff accounts.', ErrorCode.Forbidden);
    }
    return user;
  }

  return {
    /**
     * Called where a sign-in would start a session: staff with an app (or without one, when the
     * admin requires it) get a challenge instead (SecondFactorRequired).
     */
    async gate(user: Pick<UserRecord, 'id' | 'role'>): Promise<void> {
      if (!isStaff(user.role)) return;
      const factor = await repo.find(db, user.id);
      if (factor?.confirmed) {
        throw new SecondFactorRequired(
          await challenges.sign({ userId: user.id, setup: false }),
          false,
        );
      }
      if (await repo.requireStaffSecondFactor(db)) {
        throw new SecondFactorRequired(
          await challenges.sign({ userId: user.id, setup: true }),
          true,
        );
      }
    },

    /** The sign-in's second step: a code (confirming a new app, when setting one up) -> session. */
    async signIn(input: SecondFactorSignInRequest, origin: SignInOrigin, current: BrowserSession) {
      const claims = await challenges.verify(input.challenge);
      const user = claims && (await users.findById(db, claims.userId));
      if (!claims || !user || !isStaff(user.role)) {
        throw badRequest(CHALLENGE_EXPIRED, ErrorCode.InvalidSecondFactor);
      }
      // Counted before the code is checked (decision 0069): against the challenge, which is
      // spent after a few wrong codes, and against the account, which then waits.
      if (!(await attempts.reserveChallenge(claims.id))) {
        throw badRequest(CHALLENGE_EXPIRED, ErrorCode.InvalidSecondFactor);
      }
      await attempts.reserve(accountAttemptKey(user.id));
      const signedIn = await db.transaction(async (tx) => {
        const factor = await repo.find(tx, user.id);
        let recoveryCodes: string[] | undefined;
        if (claims.setup && !factor?.confirmed) {
          recoveryCodes = await confirmPending(tx, user.id, input.code);
        } else if (!(await useCode(tx, user.id, input.code))) {
          throw wrongCode();
        }
        const session = await sessions.start(tx, user.id, origin, current);
        return { user, session, recoveryCodes };
      });
      await attempts.succeed(accountAttemptKey(user.id));
      return signedIn;
    },

    /** A new secret to scan: for a signed-in staff member, or mid-sign-in with a set-up challenge. */
    async setup(caller: SessionUser | null, challenge: string | undefined) {
      let user: UserRecord | null;
      if (challenge) {
        const claims = await challenges.verify(challenge);
        user = claims?.setup ? await users.findById(db, claims.userId) : null;
        if (!user || !isStaff(user.role)) {
          throw badRequest(CHALLENGE_EXPIRED, ErrorCode.InvalidSecondFactor);
        }
      } else {
        user = await staffCaller(caller);
      }
      const secret = newTotpSecret();
      if (!(await repo.savePending(db, user.id, box.seal(secret)))) {
        throw conflict('Two-step sign-in is already on for this account.', ErrorCode.BadRequest);
      }
      return enrolmentOf(secret, user.email ?? user.name);
    },

    /** A signed-in staff member confirms the app they just added; the recovery codes, once. */
    async confirm(caller: SessionUser | null, code: string): Promise<string[]> {
      const user = await staffCaller(caller);
      await attempts.reserve(accountAttemptKey(user.id));
      const recoveryCodes = await db.transaction((tx) => confirmPending(tx, user.id, code));
      await attempts.succeed(accountAttemptKey(user.id));
      return recoveryCodes;
    },

    async status(caller: SessionUser | null): Promise<SecondFactorStatus> {
      const user = await staffCaller(caller);
      const factor = await repo.find(db, user.id);
      return {
        enabled: factor?.confirmed ?? false,
        required: await repo.requireStaffSecondFactor(db),
        recoveryCodesLeft: factor?.confirmed ? await repo.recoveryCodesLeft(db, user.id) : 0,
      };
    },

    /**
     * A new set of recovery codes (the route asks for a recent sign-in): the old ones, used or
     * not, stop working. Shown once, like the first set.
     */
    async renewRecoveryCodes(caller: SessionUser | null): Promise<string[]> {
      const user = await staffCaller(caller);
      return db.transaction(async (tx) => {
        if (!(await repo.find(tx, user.id))?.confirmed) {
          throw badRequest('Two-step sign-in is not on for this account.', ErrorCode.BadRequest);
        }
        const recoveryCodes = newRecoveryCodes();
        await repo.replaceRecoveryCodes(tx, user.id, recoveryCodes.map(box.hashRecoveryCode));
        return recoveryCodes;
      });
    },

    /** Turns the app off (the route asks for a recent sign-in); refused while the admin requires it. */
    async disable(caller: SessionUser | null): Promise<void> {
      const user = await staffCaller(caller);
      if (await repo.requireStaffSecondFactor(db)) {
        throw badRequest(
          'Your restaurant requires two-step sign-in for staff, so it cannot be turned off.',
          ErrorCode.SecondFactorMandatory,
        );
      }
      await repo.remove(db, user.id);
    },

    /** "Confirm it's you": the password or a code stamps the session as freshly signed in. */
    async reauthenticate(caller: SessionUser | null, input: ReauthenticateRequest): Promise<void> {
      if (!caller) throw unauthorized();
      // The code or password is counted before it is checked, like the sign-in's (0069).
      await attempts.reserve(accountAttemptKey(caller.id));
      if (input.code !== undefined) {
        if (!(await useCode(db, caller.id, input.code))) throw wrongCode();
      } else {
        const hash = await users.findPasswordHash(db, caller.id);
        // 400, not 401: a 401 would make the client refresh its session and retry.
        if (!hash || !(await passwords.verify(hash, input.password ?? ''))) {
          throw badRequest(
            hash
              ? 'Your password is incorrect.'
              : 'Your account has no password: use a code from your authenticator app, or sign in again.',
            ErrorCode.WrongPassword,
          );
        }
      }
      await attempts.succeed(accountAttemptKey(caller.id));
      await sessionRepo.stampAuthenticated(db, caller.sessionId);
    },

    requireStaffSecondFactor: () => repo.requireStaffSecondFactor(db),

    /**
     * The admin's switch. Turning it on ends the staff sessions without an app (but the
     * admin's own), so nobody stays on the staff side without one.
     */
    async setRequireStaffSecondFactor(caller: SessionUser, required: boolean): Promise<void> {
      const ended = await db.transaction((tx) =>
        audit.write(tx, caller, {
          read: () => repo.requireStaffSecondFactor(tx),
          async write(_, before) {
            await repo.setRequireStaffSecondFactor(tx, required);
            return required && !before
              ? repo.endSessionsWithoutSecondFactor(tx, caller.sessionId)
              : [];
          },
          entry: (before) =>
            required === before
              ? null
              : {
                  action: 'security_settings.update',
                  entityType: 'security_settings',
                  entityId: '1',
                  before: { requireStaffSecondFactor: before },
                  after: { requireStaffSecondFactor: required },
                },
        }),
      );
      // After the commit: their live streams end too (docs/decisions/0032).
      sessions.announceEnded(ended);
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
