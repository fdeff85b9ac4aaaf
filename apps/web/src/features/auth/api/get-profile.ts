import { apiClient } from '@/lib/api-client';
import type { ProfileResponse } from '../types';

/** GET /auth/user/profile: the user plus the profile details the account page shows. */
export async function getProfile(): Promise<ProfileResponse> {
  const { data } = await apiClient.get<ProfileResponse>('/auth/user/profile');
  return data;
}
