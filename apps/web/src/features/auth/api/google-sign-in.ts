import { apiClient } from '@/lib/api-client';

/** POST /auth/googleSignIn: trades a Firebase ID token (provider google.com) for our session. */
export async function postGoogleSignIn(idToken: string): Promise<void> {
  await apiClient.post('/auth/googleSignIn', { idToken });
}
