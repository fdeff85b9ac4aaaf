import { apiClient } from '@/lib/api-client';

/** POST /auth/resend-verification (signed in): mails a new verification link. */
export async function postResendVerification(): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/resend-verification');
  return data.message;
}
