import { ErrorCode, type ChangePasswordRequest, type RegisterRequest } from '@ninetonine/contract';
import type { Database } from '../../../db/client';
import { onUniqueViolation } from '../../../db/errors';
import { badRequest, conflict, unauthorized } from '../../../http-error';
import { passwordAttemptKey, type AttemptLimits } from './attempt-limits';
import type { EmailLinksService } from './email-links.service';
import type { SecondFactorService } from '../second-factor/second-factor.service';
import type { PasswordHasher } from './password';
import { passwordProblem } from './password-strength';
import type { SessionUser } from '../sessions/session.repository';
import type {
  BrowserSession,
  IssuedSession,
  SessionsService,
  SignInOrigin,
} from '../sessions/sessions.service';
import type { UserRecord, UserRepository } from '../user.repository';

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

export interface SignedIn {
  user: UserRecord;
  session: IssuedSession;
}

/** Email sign-up, sign-in and password change. */
export function createCredentialsService(deps: {
  db: Database;
  users: UserRepository;
  sessions: SessionsService;
  emailLinks: EmailLinksService;
  secondFactor: Pick<SecondFactorService, 'gate'>;
  passwords: PasswordHasher;
  attempts: AttemptLimits;
}) {
  const { db, users, sessions, emailLinks, secondFactor, passwords, attempts } = deps;

  return {
    /**
     * A customer account and its first session, created together (or not at all); then a link
     * to verify the email is mailed.
     */
    async register(
      input: RegisterRequest,
      origin: SignInOrigin,
      current: BrowserSession,
    ): Promise<SignedIn> {
      const { name, email, password } = input;
      const problem = passwordProblem(password, { email, name });
      if (problem) throw badRequest(problem, ErrorCode.WeakPassword);
      // Sign-up may say an email is taken (it must, to be usable); sign-in never does.
      if (await users.findIdByEmail(db, email)) throw conflict(EMAIL_TAKEN, ErrorCode.EmailTaken);
      const passwordHash = await passwords.hash(password);
      // A concurrent sign-up with the same email may win the race.
      const { mailVerification, ...signedIn } = await onUniqueViolation(
        () =>
          db.transaction(async (tx) => {
            const user = await users.insert(tx, { name, email, passwordHash });
            const session = await sessions.start(tx, user.id, origin, current);
            return {
              user,
              session,
              mailVerification: await emailLinks.prepareVerification(tx, user),
            };
          }),
        () => conflict(EMAIL_TAKEN, ErrorCode.EmailTaken),
      );
      mailVerification();
      return signedIn;
    },

    async signIn(
      input: { email: string; password: string },
      origin: SignInOrigin,
      current: BrowserSession,
    ): Promise<SignedIn> {
      // Counted per account and source before the password is checked (decision 0069): a
      // guesser waits, even with the right password (no oracle); the owner elsewhere does not.
      const key = passwordAttemptKey(input.email, origin.ip);
      await attempts.reserve(key);
      // Unknown email, password-less account and wrong password: same work, same answer.
      const account = await users.findCredentials(db, input.email);
      const valid = await passwords.verify(account?.passwordHash, input.password);
      if (!account || !valid) {
        throw unauthorized(INVALID_CREDENTIALS, ErrorCode.InvalidCredentials);
      }
      const user = await users.findById(db, account.id);
      if (!user) throw unauthorized(INVALID_CREDENTIALS, ErrorCode.InvalidCredentials);
      // The password was right (a second step may still follow): the count starts over.
      await attempts.succeed(key);
      // Staff with an authenticator app (or required to set one up) get a challenge instead.
      await secondFactor.gate(user);
      const session = await sessions.start(db, user.id, origin, current);
      return { user, session };
    },

    /** Sets a new password and signs out every other session, in one transaction. */
    async changePassword(me: SessionUser, input: ChangePasswordRequest): Promise<void> {
      const { currentPassword, newPassword } = input;
      const user = await users.findById(db, me.id);
      if (!user) throw unauthorized();
      // Google and phone accounts sign in without a password; they have none to change.
      if (!user.hasPassword) {
        throw badRequest(
          'Your account signs in with Google or a phone code, so it has no password to change.',
          ErrorCode.NoPassword,
        );
      }
      // 400, not 401: a 401 would make the client refresh its session and retry.
      if (!(await passwords.verify(await users.findPasswordHash(db, me.id), currentPassword))) {
        throw badRequest('Your current password is incorrect.', ErrorCode.WrongPassword);
      }
      if (newPassword === currentPassword) {
        throw badRequest(
          'Choose a new password different from the current one.',
          ErrorCode.SamePassword,
        );
      }
      const problem = passwordProblem(newPassword, { email: user.email, name: user.name });
      if (problem) throw badRequest(problem, ErrorCode.WeakPassword);
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        await users.setPassword(tx, me.id, passwordHash);
        await sessions.revokeOthers(tx, me.id, me.sessionId);
      });
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
