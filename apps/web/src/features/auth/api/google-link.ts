import type { GoogleLinkRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /auth/googleSignIn/link: a Google sign-in refused with LINK_NEEDS_PASSWORD, again, with
 * the password of the account holding its email; sets the session cookies.
 */
export async function postGoogleLink(body: GoogleLinkRequest): Promise<void> {
  await apiClient.post('/auth/googleSignIn/link', body);
}
