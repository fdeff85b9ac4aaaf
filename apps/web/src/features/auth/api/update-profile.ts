import { apiClient } from '@/lib/api-client';
import type { ProfileResponse, UpdateProfileRequest } from '../types';

/** PATCH /auth/user/profile: only the fields given change; answers with the updated profile. */
export async function patchProfile(
  body: UpdateProfileRequest,
): Promise<ProfileResponse & { message: string }> {
  const { data } = await apiClient.patch<ProfileResponse & { message: string }>(
    '/auth/user/profile',
    body,
  );
  return data;
}
