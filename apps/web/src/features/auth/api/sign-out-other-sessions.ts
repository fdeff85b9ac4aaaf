import type { SignOutOthersResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/sessions/sign-out-others: ends every session but this browser's. */
export async function postSignOutOtherSessions(): Promise<SignOutOthersResponse> {
  const { data } = await apiClient.post<SignOutOthersResponse>(
    '/auth/sessions/sign-out-others',
    {},
  );
  return data;
}
