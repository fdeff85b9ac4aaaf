import type { Mail } from '../mail/mailer';

/** How long each link works (docs/decisions/0018-email-links.md). */
export const RESET_LINK_TTL_MS = 30 * 60_000;
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;

const link = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;

const SIGNATURE = '\n-- \nNineToNine\n';

export function resetPasswordMail(
  to: { email: string; name: string },
  publicUrl: string,
  token: string,
): Mail {
  return {
    to: to.email,
    subject: 'Reset your NineToNine password',
    text: [
      `Hello ${to.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your NineToNine account.',
      'Choose a new password here (the link works once, for 30 minutes):',
      '',
      link(publicUrl, 'reset-password', token),
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      SIGNATURE,
    ].join('\n'),
  };
}

export function verifyEmailMail(
  to: { email: string; name: string },
  publicUrl: string,
  token: string,
): Mail {
  return {
    to: to.email,
    subject: 'Confirm your email for NineToNine',
    text: [
      `Hello ${to.name},`,
      '',
      'Please confirm that this is your email address (the link works once, for 24 hours):',
      '',
      link(publicUrl, 'verify-email', token),
      '',
      'If you did not create a NineToNine account, ignore this email.',
      SIGNATURE,
    ].join('\n'),
  };
}
