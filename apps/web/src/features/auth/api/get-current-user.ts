import type { User } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /auth/me: the signed-in user (401 when signed out; never refreshed by the client). */
export async function getCurrentUser(): Promise<User> {
  const { data } = await apiClient.get<{ data: User }>('/auth/me');
  return data.data;
}
