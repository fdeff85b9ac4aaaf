import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '#src/modules/mail/outbox-mailer';

/** Every mail in an outbox folder, oldest first (file names sort by time). */
export function readOutbox(dir: string): OutboxEntry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxEntry);
}

/** The mails sent to `to`, oldest first. */
export const mailsTo = (dir: string, to: string) =>
  readOutbox(dir).filter((m) => m.to === to.toLowerCase());

/** The token of the link to `page` in a mail (carried in the fragment: `#token=`). */
export function tokenIn(
  mail: OutboxEntry,
  page: 'reset-password' | 'verify-email' | 'invitation',
): string {
  const link = mail.links.find((l) => new URL(l).pathname === `/${page}`);
  if (!link) throw new Error(`no /${page} link in: ${mail.text}`);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  if (!token) throw new Error(`no #token= in: ${link}`);
  return token;
}
