import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** The SMTP server without its credentials, for logs. */
function describe(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}

/** Real mail through an SMTP server (smtp:// with STARTTLS when offered, smtps:// for TLS). */
export function createSmtpMailer(opts: {
  url: string;
  from: string;
  log?: FastifyBaseLogger;
}): Mailer {
  const transport = nodemailer.createTransport(opts.url);
  const destination = `SMTP ${describe(opts.url)}`;
  return {
    destination,
    outboxDir: null,
    async send(mail: Mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      opts.log?.info({ messageId: info.messageId, via: destination }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
