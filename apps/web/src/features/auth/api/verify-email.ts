import { apiClient } from '@/lib/api-client';

/** POST /auth/verify-email: the mailed verification link's token. */
export async function postVerifyEmail(token: string): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/verify-email', { token });
  return data.message;
}
