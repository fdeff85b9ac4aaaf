import { SESSION_HINT_COOKIE } from '@ninetonine/contract/core';

/**
 * Whether this browser may hold session cookies: the API sets a readable hint cookie with them
 * and clears it with them (decision 0045). Without a document (the server, unit tests) nothing
 * is known, so the answer is yes and the caller asks as before.
 */
export function mayHoldSession(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
