import { apiClient } from '@/lib/api-client';
import type { ChangePasswordRequest } from '../types';

/** POST /auth/changePassword */
export async function postChangePassword(body: ChangePasswordRequest): Promise<string | null> {
  const { data } = await apiClient.post<{ message?: string }>('/auth/changePassword', body);
  return typeof data?.message === 'string' ? data.message : null;
}
