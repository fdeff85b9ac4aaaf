import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** What the outbox keeps beside each .eml, for people and tests to read without a mail parser. */
export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the mail has one. */
  html: string | null;
  links: string[];
  /** The .eml file beside it (the message exactly as SMTP would have carried it). */
  eml: string;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * No SMTP server configured: every mail becomes a file in `dir` (a real message built by
 * nodemailer, as .eml, plus a .json summary with its links), and a log line says where.
 * File names sort by time, so the newest mail is the last one.
 */
export function createOutboxMailer(opts: {
  dir: string;
  from: string;
  log?: FastifyBaseLogger;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Two mails in one millisecond (a sign-up's verification, then a reset request) sorted by
  // their random part, so "the newest is the last" was a coin toss: a counter orders them.
  let sent = 0;
  return {
    destination: `the local outbox ${opts.dir}`,
    outboxDir: opts.dir,
    async send(mail: Mail) {
      // Named in the order the calls came, before any await.
      const date = new Date();
      const sequence = String((sent += 1)).padStart(9, '0');
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomBytes(4).toString('hex')}`;
      const info = await transport.sendMail({ from: opts.from, ...mail });
      const eml = path.join(opts.dir, `${id}.eml`);
      const entry: OutboxEntry = {
        id,
        date: date.toISOString(),
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        links: mail.text.match(LINK) ?? [],
        eml,
      };
      await mkdir(opts.dir, { recursive: true, mode: 0o700 });
      await writeFile(eml, info.message as Buffer, { mode: 0o600 });
      // The .json appears whole or not at all: readers poll for it.
      const tmp = path.join(opts.dir, `.${id}.json.tmp`);
      await writeFile(tmp, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
      await rename(tmp, path.join(opts.dir, `${id}.json`));
      opts.log?.info({ file: eml, subject: mail.subject }, 'mail written to the local outbox');
    },
    async close() {
      transport.close();
    },
  };
}
