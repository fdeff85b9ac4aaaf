import { apiClient } from '@/lib/api-client';

/** POST /auth/user/logout: ends the session on the server and clears its cookies. */
export async function postLogout(): Promise<void> {
  await apiClient.post('/auth/user/logout', {});
}
