import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { WAIT } from './harness';

/** What the app's outbox keeps beside each .eml (see apps/api/src/modules/mail/outbox-mailer.ts). */
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function mailsTo(outboxDir: string, to: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === to.toLowerCase());
}

/**
 * The link to `page` in the newest mail to `to`, once the `count`th mail to them has arrived:
 * what a person would click in their inbox.
 */
export async function linkFromNewestMail(
  outboxDir: string,
  to: string,
  page: '/reset-password' | '/verify-email' | '/invitation',
  count = 1,
): Promise<string> {
  await expect.poll(() => mailsTo(outboxDir, to).length, WAIT).toBeGreaterThanOrEqual(count);
  const mail = mailsTo(outboxDir, to).at(-1)!;
  const link = mail.links.find((l) => new URL(l).pathname === page);
  if (!link) throw new Error(`no ${page} link in the newest mail to ${to}:\n${mail.text}`);
  return link;
}
