import type { ResetPasswordRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/reset-password: a new password with the mailed link's token. */
export async function postResetPassword(body: ResetPasswordRequest): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/reset-password', body);
  return data.message;
}
