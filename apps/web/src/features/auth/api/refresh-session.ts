import { apiClient } from '@/lib/api-client';

/** POST /auth/refresh-token: a new access cookie from the refresh cookie (401 when it is dead). */
export async function postRefreshToken(): Promise<void> {
  await apiClient.post('/auth/refresh-token', {});
}
