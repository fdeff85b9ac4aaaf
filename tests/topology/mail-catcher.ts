import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The whole message, quoted-printable soft breaks and escapes undone (enough to find links). */
  text: string;
}

export interface MailCatcher {
  port: number;
  mails: CaughtMail[];
  stop(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A local SMTP server (the `smtp-server` package) standing in for the restaurant's mail provider:
 * the app speaks real SMTP to it; every message is kept. Plain text on loopback (the app's
 * SMTP_URL says `?tls=optional`).
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
