import { useMutation } from '@tanstack/react-query';
import type { EndUserSessionsResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /staff/users/{id}/sessions/end (admin only): signs the account out everywhere. */
export async function postEndSessions(id: string): Promise<EndUserSessionsResponse> {
  const { data } = await apiClient.post<EndUserSessionsResponse>(
    `/staff/users/${encodeURIComponent(id)}/sessions/end`,
  );
  return data;
}

/** Ends every session of an account; the list does not change (sessions are not shown). */
export function useEndSessions() {
  return useMutation({ mutationFn: (id: string) => postEndSessions(id) });
}
