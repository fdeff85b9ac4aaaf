import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UsersListQuery, UsersListResponse } from '@ninetonine/contract';
import { getWithQuery } from '@/lib/api-get';
import { requestOr } from '@/lib/request-error';
import { staffUserKeys } from './staff-user-keys';

/** GET /auth/users (admin only): a page of accounts, newest first. */
export const getUsers = (query: UsersListQuery, signal?: AbortSignal) =>
  getWithQuery<UsersListResponse>('/auth/users', query, signal);

export function usersQuery(query: UsersListQuery) {
  return queryOptions({
    queryKey: staffUserKeys.list(query),
    queryFn: ({ signal }) =>
      requestOr('We could not load the users.', () => getUsers(query, signal)),
    // The old page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
