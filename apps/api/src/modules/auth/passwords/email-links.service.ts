import {
  ErrorCode,
  type ResetPasswordRequest,
  type VerifyEmailSetPasswordRequest,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../../http-error';
import type { MailQueue } from '../../mail/mail-queue';
import type { Mail } from '../../mail/mailer';
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

/** Where account mails are queued: durably, sent (and retried) by the mail queue's worker. */
export type AccountMailQueue = Pick<MailQueue, 'enqueue' | 'wake'>;

/**
 * Password reset and email verification by one-time mailed links. Mails are queued with the
 * link (decision 0076) and leave in the background: an answer never waits on (or tells
 * anything by) the mail server, and a mail server that is down delays a mail, never loses it.
 */
export function createEmailLinksService(deps: {
  db: Database;
  publicUrl: string;
  users: UserRepository;
  tokens: EmailTokenRepository;
  sessions: SessionsService;
  mailQueue: AccountMailQueue;
  passwords: Pick<PasswordHasher, 'hash'>;
  passwordProof: PasswordProofRepository;
}) {
  const { db, users, tokens, sessions, mailQueue, passwords, passwordProof } = deps;
  const expiresIn = (ttlMs: number) => new Date(Date.now() + ttlMs);

  /** Issues a link's token on `ex` and queues its mail there: both commit, or neither. */
  async function queueLink(
    ex: Executor,
    link: { userId: string; purpose: 'verify_email' | 'reset_password'; ttlMs: number },
    mailOf: (token: string) => Mail,
  ): Promise<void> {
    const token = await tokens.issue(ex, link);
    await mailQueue.enqueue(ex, mailOf(token), expiresIn(link.ttlMs));
  }

  /**
   * Issues a verification token on `ex` (inside a sign-up's transaction, say) and queues its
   * mail there; the returned function wakes the queue, to be called once that has committed.
   */
  async function prepareVerification(
    ex: Executor,
    user: Pick<UserRecord, 'id' | 'email'>,
  ): Promise<() => void> {
    const email = user.email;
    if (!email) return () => {};
    await queueLink(
      ex,
      { userId: user.id, purpose: 'verify_email', ttlMs: VERIFY_LINK_TTL_MS },
      (t) => verifyEmailMail(email, deps.publicUrl, t),
    );
    return mailQueue.wake;
  }

  return {
    prepareVerification,

    /**
     * Mails a reset link if an account uses `email`; the caller answers alike either way, and
     * the only extra work for a known email is one small transaction (the mail leaves later).
     */
    async requestPasswordReset(asked: string): Promise<void> {
      const holder = await users.findEmailHolder(db, asked);
      const user = holder ? await users.findById(db, holder.id) : null;
      const email = user?.email;
      if (!user || !email) return;
      const link = {
        userId: user.id,
        purpose: 'reset_password',
        ttlMs: RESET_LINK_TTL_MS,
      } as const;
      await db.transaction((tx) =>
        queueLink(tx, link, (token) => resetPasswordMail(email, deps.publicUrl, token)),
      );
      mailQueue.wake();
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
    async mailSignInMethodLinked(email: string, method: 'Google'): Promise<void> {
      await mailQueue.enqueue(db, signInMethodLinkedMail(email, deps.publicUrl, method), null);
      mailQueue.wake();
    },

    /** Queues an admin's invitation link on `ex` (the invitation's transaction); wake after. */
    async mailStaffInvitation(
      ex: Executor,
      invitation: { email: string; token: string; role: 'staff' | 'admin' | 'rider'; days: number },
    ): Promise<void> {
      const { email, token, role, days } = invitation;
      const mail = staffInvitationMail(email, deps.publicUrl, token, role, days);
      await mailQueue.enqueue(ex, mail, expiresIn(days * 86_400_000));
    },

    /** Sends what was queued, once its transaction has committed. */
    wakeMail: () => mailQueue.wake(),

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
  };
}
export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
