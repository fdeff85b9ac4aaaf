import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** The SMTP server without its credentials, for logs. */
function describe(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}

/**
 * nodemailer's own URL options that would let a plain-text session through; env.ts refuses them
 * in SMTP_URL, and they are dropped here too, so only `tls=optional` can weaken TLS.
 */
export const SMTP_TLS_URL_OPTIONS = ['requireTLS', 'ignoreTLS', 'opportunisticTLS', 'secure'];

/**
 * How SMTP_URL says to secure the session: smtps:// is TLS from the first byte; smtp:// must
 * upgrade with STARTTLS before anything (credentials included) is sent, unless the URL says
 * `?tls=optional` (a relay on this machine or a private network: STARTTLS when offered).
 */
export function smtpTransportOptions(url: string): { url: string; requireTLS: boolean } {
  const u = new URL(url);
  const optional = u.searchParams.get('tls') === 'optional';
  u.searchParams.delete('tls');
  for (const name of SMTP_TLS_URL_OPTIONS) u.searchParams.delete(name);
  return { url: u.toString(), requireTLS: u.protocol === 'smtp:' && !optional };
}

/**
 * How long a session may wait on the SMTP server (nodemailer's defaults are 2 min to connect and
 * 10 min of silence): a hung session must give up well inside the mail queue's lease, or
 * another instance claims the job again and the mail goes twice (mail-worker.ts, decision 0076).
 */
export const SMTP_TIMEOUTS_MS = {
  dns: 10_000,
  connection: 10_000,
  greeting: 10_000,
  /** Silence in the middle of the session (an answer that never comes). */
  socket: 20_000,
} as const;

/** Real mail through an SMTP server (smtps://, or smtp:// with STARTTLS required). */
export function createSmtpMailer(opts: {
  url: string;
  from: string;
  log?: FastifyBaseLogger;
  /** Tests: a hung stand-in is given up on in moments instead of seconds. */
  timeoutsMs?: Record<keyof typeof SMTP_TIMEOUTS_MS, number>;
}): Mailer {
  const timeouts = opts.timeoutsMs ?? SMTP_TIMEOUTS_MS;
  const transport = nodemailer.createTransport({
    ...smtpTransportOptions(opts.url),
    dnsTimeout: timeouts.dns,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
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
