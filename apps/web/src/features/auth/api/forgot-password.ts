import type { ForgotPasswordRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/forgot-password: the same neutral answer whether or not the account exists. */
export async function postForgotPassword(body: ForgotPasswordRequest): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/auth/forgot-password', body);
  return data.message;
}
