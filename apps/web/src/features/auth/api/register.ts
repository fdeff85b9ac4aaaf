import type { RegisterRequest, User } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/register: creates the account and signs it in (201 + session cookies). */
export async function postRegister(body: RegisterRequest): Promise<User> {
  const { data } = await apiClient.post<{ message: string; userData: User }>(
    '/auth/register',
    body,
  );
  return data.userData;
}
