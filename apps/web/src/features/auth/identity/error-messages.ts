/** Friendly text for the identity provider's (Firebase Auth) error codes. */
const MESSAGES: Record<string, string> = {
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
  'auth/cancelled-popup-request': 'Another sign-in window was already open. Please try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/unauthorized-domain': 'Sign-in with this provider is not enabled for this site.',
  'auth/user-mismatch': 'That account does not match the one you are signed in with.',
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/code-expired': 'That code has expired. Send a new one.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/invalid-phone-number':
    'That phone number does not work for sign-in. Check it, or add its country code (+44 …).',
  'auth/missing-phone-number': 'Enter your phone number.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
};

export const DEFAULT_IDENTITY_ERROR = 'Sign-in did not work. Please try again.';

export function identityErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : null;
}

/** The message to show for an identity provider failure (a default for unknown codes). */
export function identityErrorMessage(error: unknown): string {
  const code = identityErrorCode(error);
  return (code && MESSAGES[code]) || DEFAULT_IDENTITY_ERROR;
}
