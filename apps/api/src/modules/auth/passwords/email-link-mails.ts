import type { Mail } from '../../mail/mailer';

/** How long each link works (docs/decisions/0018-email-links.md). */
export const RESET_LINK_TTL_MS = 30 * 60_000;
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;

/**
 * The token rides in the fragment: browsers never send it to a server, so no request log,
 * proxy or Referer keeps it (docs/decisions/0033-link-pages-and-linking.md).
 */
const link = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}/${page}#token=${encodeURIComponent(token)}`;

const SIGNATURE = '\n-- \nNineToNine\n';

// Anyone may make these mails go to any address (sign-up, "Forgot password?", a Google sign-in):
// they carry no text the requester chose, not even a name, so nobody can write to a stranger
// through the restaurant's mail server.

export function resetPasswordMail(to: string, publicUrl: string, token: string): Mail {
  return {
    to,
    subject: 'Reset your NineToNine password',
    text: [
      'Hello,',
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

export function verifyEmailMail(to: string, publicUrl: string, token: string): Mail {
  return {
    to,
    subject: 'Confirm your email for NineToNine',
    text: [
      'Hello,',
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

/** An admin's invitation to the restaurant's staff (only admins make it leave; no free text). */
export function staffInvitationMail(
  to: string,
  publicUrl: string,
  token: string,
  role: 'staff' | 'admin' | 'rider',
  days: number,
): Mail {
  return {
    to,
    subject: `You are invited to join NineToNine as ${role === 'rider' ? 'a rider' : role}`,
    text: [
      'Hello,',
      '',
      `An admin of NineToNine invited this address to the restaurant's team as ${role === 'rider' ? 'a rider' : role}.`,
      `Accept here (the link works once, for ${days} days); you can create your account there`,
      'or sign in with this email if you already have one:',
      '',
      link(publicUrl, 'invitation', token),
      '',
      'If you did not expect this, ignore this email: nothing changes unless the link is opened.',
      SIGNATURE,
    ].join('\n'),
  };
}

/** Sent to the account's address whenever a sign-in method is added to it. */
export function signInMethodLinkedMail(to: string, publicUrl: string, method: 'Google'): Mail {
  return {
    to,
    subject: 'New sign-in method linked to your NineToNine account',
    text: [
      'Hello,',
      '',
      `${method} sign-in was just added to your NineToNine account: you can now sign in with it.`,
      '',
      'If this was not you, choose a new password now (this signs out every device):',
      '',
      `${publicUrl}/forgot-password`,
      '',
      'and tell the restaurant.',
      SIGNATURE,
    ].join('\n'),
  };
}
