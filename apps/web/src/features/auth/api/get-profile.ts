import { queryOptions } from '@tanstack/react-query';
import { fallbackMessages } from '@ninetonine/contract/core';
import { getFrom, whole } from '@/lib/api-get';
import type { ProfileResponse } from '../types';

/** The cached profile; its answers also set the signed-in user (app/server-state.ts). */
export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

/** GET /auth/user/profile: the user plus the profile details the account page shows. */
export function profileQuery() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: getFrom('/auth/user/profile', fallbackMessages.profile, whole<ProfileResponse>),
  });
}
