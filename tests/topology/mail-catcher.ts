import { startSmtpStandIn } from '../../apps/api/test/smtp-stand-in';

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

/** The API tests' SMTP stand-in on `port`, its messages read back as text. */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const smtp = await startSmtpStandIn(port);
  return {
    port,
    get mails() {
      return smtp.received.map(({ to, raw }) => ({ to, text: decodeQuotedPrintable(raw) }));
    },
    stop: smtp.stop,
  };
}
