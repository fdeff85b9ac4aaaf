import { apiClient } from '@/lib/api-client';

/** POST /auth/register/phone: trades a Firebase ID token (provider phone) for our session. */
export async function postPhoneSignIn(token: string): Promise<void> {
  await apiClient.post('/auth/register/phone', { token });
}
