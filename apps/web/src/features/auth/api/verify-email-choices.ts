import type { VerifyEmailSetPasswordRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /auth/verify-email/set-password: "Set a new password" on a verification link opened
 * without its account's session; proves the address and signs every device out (decision 0070).
 */
export async function postVerifyEmailSetPassword(
  body: VerifyEmailSetPasswordRequest,
): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>(
    '/auth/verify-email/set-password',
    body,
  );
  return data.message;
}

/** POST /auth/verify-email/release: "This wasn't me"; the address leaves that account. */
export async function postVerifyEmailRelease(token: string): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/verify-email/release', {
    token,
  });
  return data.message;
}
