import {
  ErrorCode,
  type ResetPasswordRequest,
  type VerifyEmailSetPasswordRequest,
} from '@ninetonine/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../../http-error';
import type { Mail, Mailer } from '../../mail/mailer';
import {
  RESET_LINK_TTL_MS,
  resetPasswordMail,
  signInMethodLinkedMail,
  staffInvitationMail,
  VERIFY_LINK_TTL_MS,
  verifyEmailMail,
} from './email-link-mails';
import type { EmailTokenRepository } from './email-token.repository';
import type { PasswordHasher } from './password';
import type { PasswordProofRepository } from './password-proof.repository';
import { passwordProblem } from './password-strength';
import type { SessionUser } from '../sessions/session.repository';
import type { SessionsService } from '../sessions/sessions.service';
import type { UserRecord, UserRepository } from '../user.repository';

const INVALID_LINK = 'This link is invalid, expired or already used. Please ask for a new one.';
const NOT_SIGNED_IN_AS_ACCOUNT =
  'To confirm this address, sign in to its account first, or open the link again and choose ' +
  '"Set a new password" or "This wasn\'t me".';
const NOT_RELEASABLE =
  'This address is already confirmed or belongs to an account the restaurant made, so it ' +
  'cannot be released here. If you did not create this account, choose "Set a new password" ' +
  'to take it over, or contact the restaurant.';

/**
 * Password reset and email verification by one-time mailed links. Mails leave in the
 * background: an answer never waits on (or tells anything by) the mail server.
 */
export function createEmailLinksService(deps: {
  db: Database;
  publicUrl: string;
  users: UserRepository;
  tokens: EmailTokenRepository;
  sessions: SessionsService;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  passwords: Pick<PasswordHasher, 'hash'>;
  passwordProof: PasswordProofRepository;
}) {
  const { db, users, tokens, sessions, mailer, passwords, passwordProof } = deps;
  const pending = new Set<Promise<void>>();

  /** Hands a mail to the mailer without waiting; a failure is logged, never shown. */
  function deliver(mail: Mail): void {
    const sending = mailer
      .send(mail)
      .catch((err: unknown) => deps.log?.error({ err }, 'mail could not be sent'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  /**
   * Issues a verification token on `ex` (inside a sign-up's transaction, say); the returned
   * function mails it, to be called once that work has committed.
   */
  async function prepareVerification(
    ex: Executor,
    user: Pick<UserRecord, 'id' | 'email'>,
  ): Promise<() => void> {
    const email = user.email;
    if (!email) return () => {};
    const token = await tokens.issue(ex, {
      userId: user.id,
      purpose: 'verify_email',
      ttlMs: VERIFY_LINK_TTL_MS,
    });
    return () => deliver(verifyEmailMail(email, deps.publicUrl, token));
  }

  return {
    prepareVerification,

    /**
     * Mails a reset link if an account uses `email`; the caller answers alike either way, and
     * the only extra work for a known email is one small write (the mail leaves later).
     */
    async requestPasswordReset(email: string): Promise<void> {
      const holder = await users.findEmailHolder(db, email);
      const user = holder ? await users.findById(db, holder.id) : null;
      if (!user?.email) return;
      const token = await tokens.issue(db, {
        userId: user.id,
        purpose: 'reset_password',
        ttlMs: RESET_LINK_TTL_MS,
      });
      deliver(resetPasswordMail(user.email, deps.publicUrl, token));
    },

    /**
     * Sets the password a reset link was for, uses the link up and signs out every session.
     * Opening the mailed link also proves the email. A weak password keeps the link usable.
     */
    async resetPassword(input: Pick<ResetPasswordRequest, 'token' | 'password'>): Promise<void> {
      const userId = await tokens.peek(db, input.token, 'reset_password');
      const user = userId ? await users.findById(db, userId) : null;
      if (!user) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
      const problem = passwordProblem(input.password, { email: user.email, name: user.name });
      if (problem) throw badRequest(problem, ErrorCode.WeakPassword);
      const passwordHash = await passwords.hash(input.password);
      await db.transaction(async (tx) => {
        // The token may have been used meanwhile (a second tab): only one use wins.
        if ((await tokens.consume(tx, input.token, 'reset_password')) !== user.id) {
          throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        }
        await passwordProof.setProvenPassword(tx, user.id, passwordHash);
        await users.markEmailVerified(tx, user.id);
        await sessions.revokeAll(tx, user.id);
      });
    },

    /**
     * "Set a new password" on a verification link opened without the account's session
     * (docs/decisions/0070): whoever registered the address may not be its owner, so the owner
     * proves it by choosing the password; every session ends (a squatter's too), as does an
     * authenticator app set up with a password nobody proved. The person then signs in.
     */
    async setPasswordWithVerification(
      input: Pick<VerifyEmailSetPasswordRequest, 'token' | 'password'>,
    ): Promise<void> {
      const userId = await tokens.peek(db, input.token, 'verify_email');
      const user = userId ? await users.findById(db, userId) : null;
      if (!user?.email) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
      const problem = passwordProblem(input.password, { email: user.email, name: user.name });
      if (problem) throw badRequest(problem, ErrorCode.WeakPassword);
      const passwordHash = await passwords.hash(input.password);
      await db.transaction(async (tx) => {
        if ((await tokens.consume(tx, input.token, 'verify_email')) !== user.id) {
          throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        }
        await passwordProof.clearUnproven(tx, user.id);
        await passwordProof.setProvenPassword(tx, user.id, passwordHash);
        await users.markEmailVerified(tx, user.id);
        await sessions.revokeAll(tx, user.id);
      });
    },

    /**
     * "This wasn't me": the address is taken from the customer account that registered it
     * without proving it, as a Google sign-in of its owner would (decision 0018), so the owner
     * can register it. The account itself stays (its orders are records); it just has no email.
     * A proven address or a staff account's is refused and the link stays usable.
     */
    async releaseEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await tokens.consume(tx, token, 'verify_email');
        if (!userId) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        if (!(await users.releaseUnverifiedEmail(tx, userId))) {
          throw conflict(NOT_RELEASABLE, ErrorCode.EmailNotReleasable);
        }
        // Its pending links went to the owner's mailbox: none may reach the account now.
        await tokens.revokeAll(tx, userId);
      });
    },

    /**
     * The address a verification link is for, leaving the link usable: the page shows it and
     * only the person's click verifies (a mail scanner that opens the page verifies nothing).
     */
    async previewVerification(
      token: string,
      me: SessionUser | null,
    ): Promise<{ email: string; signedInAsAccount: boolean }> {
      const userId = await tokens.peek(db, token, 'verify_email');
      const user = userId ? await users.findById(db, userId) : null;
      if (!user?.email) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
      return { email: user.email, signedInAsAccount: me?.id === user.id };
    },

    /** Tells an account's mailbox that a sign-in method was just added to it. */
    mailSignInMethodLinked(email: string, method: 'Google'): void {
      deliver(signInMethodLinkedMail(email, deps.publicUrl, method));
    },

    /** Mails an admin's invitation link (after the invitation has committed). */
    mailStaffInvitation(email: string, token: string, role: 'staff' | 'admin', days: number): void {
      deliver(staffInvitationMail(email, deps.publicUrl, token, role, days));
    },

    /**
     * Marks the email of the link's account verified, only for that account's own session
     * (docs/decisions/0070): it holds the password and now the mailbox, so the password is
     * proven too. Anyone else gets 403 and the link stays usable for the page's two choices.
     */
    async verifyEmail(token: string, me: SessionUser | null): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await tokens.peek(tx, token, 'verify_email');
        if (!userId) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        if (me?.id !== userId) {
          throw forbidden(NOT_SIGNED_IN_AS_ACCOUNT, ErrorCode.NotSignedInAsAccount);
        }
        if ((await tokens.consume(tx, token, 'verify_email')) !== userId) {
          throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        }
        await users.markEmailVerified(tx, userId);
        await passwordProof.markProven(tx, userId);
      });
    },

    /** A new verification link for the signed-in user ('already' when there is nothing to do). */
    async resendVerification(me: SessionUser): Promise<'sent' | 'already'> {
      const user = await users.findById(db, me.id);
      if (!user) throw unauthorized();
      if (!user.email) {
        throw badRequest('Your account has no email address to verify.', ErrorCode.BadRequest);
      }
      if (user.emailVerified) return 'already';
      (await prepareVerification(db, user))();
      return 'sent';
    },

    /** Waits for mails still leaving (the app is closing). */
    async drain(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
