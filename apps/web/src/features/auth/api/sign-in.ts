import type { SignInRequest, User } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/signIn: sets the session cookies. */
export async function postSignIn(body: SignInRequest): Promise<User> {
  const { data } = await apiClient.post<{ message: string; userData: User }>('/auth/signIn', body);
  return data.userData;
}
