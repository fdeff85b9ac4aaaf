import { ErrorCode, type ResetPasswordRequest } from '@ninetonine/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { badRequest, unauthorized } from '../../http-error';
import type { Mail, Mailer } from '../mail/mailer';
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
import { passwordProblem } from './password-strength';
import type { SessionUser } from './session.repository';
import type { SessionsService } from './sessions.service';
import type { UserRecord, UserRepository } from './user.repository';

const INVALID_LINK = 'This link is invalid, expired or already used. Please ask for a new one.';

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
}) {
  const { db, users, tokens, sessions, mailer, passwords } = deps;
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
        await users.setPassword(tx, user.id, passwordHash);
        await users.markEmailVerified(tx, user.id);
        await sessions.revokeAll(tx, user.id);
      });
    },

    /**
     * The address a verification link is for, leaving the link usable: the page shows it and
     * only the person's click verifies (a mail scanner that opens the page verifies nothing).
     */
    async previewVerification(token: string): Promise<{ email: string }> {
      const userId = await tokens.peek(db, token, 'verify_email');
      const user = userId ? await users.findById(db, userId) : null;
      if (!user?.email) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
      return { email: user.email };
    },

    /** Tells an account's mailbox that a sign-in method was just added to it. */
    mailSignInMethodLinked(email: string, method: 'Google'): void {
      deliver(signInMethodLinkedMail(email, deps.publicUrl, method));
    },

    /** Mails an admin's invitation link (after the invitation has committed). */
    mailStaffInvitation(email: string, token: string, role: 'staff' | 'admin', days: number): void {
      deliver(staffInvitationMail(email, deps.publicUrl, token, role, days));
    },

    /** Marks the email of the link's account verified. */
    async verifyEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await tokens.consume(tx, token, 'verify_email');
        if (!userId) throw badRequest(INVALID_LINK, ErrorCode.InvalidLink);
        await users.markEmailVerified(tx, userId);
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
