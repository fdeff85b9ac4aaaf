import { z } from 'zod';

/** Mail's settings and refusals (decisions 0018, 0034), read by env.ts's schema once, at boot. */
export const mailSettingsShape = {
  /**
   * Mail (password reset, email verification): an SMTP server as smtp://user:pass@host:587
   * (STARTTLS required) or smtps://user:pass@host:465; `?tls=optional` lets smtp:// go on in
   * plain text when the server offers no STARTTLS. Without it mail goes to files in the outbox.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .superRefine((v, ctx) => {
      for (const message of smtpUrlRefusals(v)) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
  /** The sender of every mail, e.g. "NineToNine <orders@example.com>". */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
};

/**
 * SMTP_URL weakens TLS only by saying `tls=optional` (docs/decisions/0034):
 * nodemailer's own switches would do it quietly, and a misspelt value must not pass unnoticed.
 */
function smtpUrlRefusals(url: string): string[] {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return ['SMTP_URL is not a valid URL'];
  }
  const refusals: string[] = [];
  const tls = params.getAll('tls');
  if (tls.length > 1 || (tls.length === 1 && tls[0] !== 'optional')) {
    refusals.push('SMTP_URL: tls may only be "optional" (STARTTLS when offered, else plain text)');
  }
  for (const name of ['requireTLS', 'ignoreTLS', 'opportunisticTLS', 'secure']) {
    if (params.has(name)) {
      refusals.push(`SMTP_URL: use smtps:// or ?tls=optional instead of ?${name}`);
    }
  }
  if (tls.length && url.toLowerCase().startsWith('smtps:')) {
    refusals.push('SMTP_URL: smtps:// is always TLS; tls=optional applies to smtp:// only');
  }
  return refusals;
}

/**
 * A restaurant in production must really mail its password-reset and verification links, to
 * links on its own public address (docs/decisions/0018-email-links.md). Keeping mail in files
 * there is allowed only when asked for by name (MAIL_OUTBOX_DIR).
 */
export function productionMailRefusals(env: {
  NODE_ENV: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MAIL_OUTBOX_DIR?: string;
  PUBLIC_URL?: string;
}): [string, string][] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: [string, string][] = [];
  if (!env.SMTP_URL && !env.MAIL_OUTBOX_DIR) {
    refusals.push([
      'SMTP_URL',
      'SMTP_URL is required with NODE_ENV=production (password-reset and verification mails); set MAIL_OUTBOX_DIR instead to keep mail in files on purpose',
    ]);
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    refusals.push(['MAIL_FROM', 'MAIL_FROM is required with SMTP_URL in production']);
  }
  if (!env.PUBLIC_URL) {
    refusals.push([
      'PUBLIC_URL',
      'PUBLIC_URL is required with NODE_ENV=production (mailed links point at it)',
    ]);
  }
  return refusals;
}
