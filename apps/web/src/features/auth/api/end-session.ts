import { apiClient } from '@/lib/api-client';

/** DELETE /auth/sessions/:id: signs one of the user's devices out at once. */
export async function deleteSession(id: string): Promise<{ message: string }> {
  const { data } = await apiClient.delete<{ message: string }>(
    `/auth/sessions/${encodeURIComponent(id)}`,
  );
  return data;
}
