import type { SessionsListResponse, SessionView } from '@ninetonine/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

/** GET /auth/sessions: the signed-in user's live sessions, this browser's first. */
export async function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  const { data } = await apiClient.get<SessionsListResponse>('/auth/sessions', { signal });
  return data.sessions;
}

/** Where the user is signed in; always asked afresh (another device may have signed in). */
export function sessionsQuery() {
  return queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });
}
