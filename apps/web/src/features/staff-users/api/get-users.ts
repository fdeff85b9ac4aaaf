import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UsersListQuery, UsersListResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffUserKeys } from './staff-user-keys';

/** GET /auth/users (admin only): a page of accounts, newest first. */
export async function getUsers(
  query: UsersListQuery,
  signal?: AbortSignal,
): Promise<UsersListResponse> {
  const params = {
    page: query.page,
    limit: query.limit,
    ...(query.search ? { search: query.search } : {}),
    ...(query.role ? { role: query.role } : {}),
  };
  const { data } = await apiClient.get<UsersListResponse>('/auth/users', { params, signal });
  return data;
}

export function usersQuery(query: UsersListQuery) {
  return queryOptions({
    queryKey: staffUserKeys.list(query),
    queryFn: ({ signal }) =>
      requestOr('We could not load the users.', () => getUsers(query, signal)),
    // The old page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
