import { queryOptions } from '@tanstack/react-query';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import type { ProfileResponse } from '../types';

/** The cached profile; its answers also set the signed-in user (app/server-state.ts). */
export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/** GET /auth/user/profile: the user plus the profile details the account page shows. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const { data } = await apiClient.get<ProfileResponse>('/auth/user/profile', { signal });
  return data;
}

export function profileQuery() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => requestOr(fallbackMessages.profile, () => getProfile(signal)),
  });
}
