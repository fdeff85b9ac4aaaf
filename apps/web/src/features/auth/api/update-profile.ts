import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ProfileResponse, UpdateProfileRequest } from '../types';
import { PROFILE_QUERY_KEY } from './get-profile';

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

/** Saves the profile; its answer is the cached profile (and so the header's user) at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: ({ user, userProfileDetail }) => {
      queryClient.setQueryData<ProfileResponse>(PROFILE_QUERY_KEY, { user, userProfileDetail });
    },
  });
}
