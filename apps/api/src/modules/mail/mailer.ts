import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { Env } from '../../config/env';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/**
 * One mail: always plain text (links written out in full, so any mail client shows them), and
 * an HTML alternative where the mail has a layout worth showing (order mails).
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail; where to (SMTP or a local outbox folder) is decided once, by the environment. */
export interface Mailer {
  /** Resolves once the mail is handed over (to the SMTP server, or written to the outbox). */
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the start-up banner and logs (never a password). */
  readonly destination: string;
  /** The outbox folder, when mail goes to files instead of SMTP. */
  readonly outboxDir: string | null;
  close(): Promise<void>;
}

/** The sender shown when MAIL_FROM is not set (development and tests only: env.ts). */
export const DEFAULT_MAIL_FROM = 'NineToNine <no-reply@ninetonine.localhost>';

/** The outbox folder: MAIL_OUTBOX_DIR, or DATA_DIR/outbox. */
export const outboxDirOf = (env: Pick<Env, 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>) =>
  path.resolve(env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'outbox'));

/** SMTP when SMTP_URL is set, otherwise the local outbox (what `npm start` does by default). */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>,
  log?: FastifyBaseLogger,
): Mailer {
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) return createSmtpMailer({ url: env.SMTP_URL, from, log });
  return createOutboxMailer({ dir: outboxDirOf(env), from, log });
}
