import type { UsersListQuery } from '@ninetonine/contract';

/** Admin views of the accounts: every list page under one prefix, so a role change refreshes all. */
export const staffUserKeys = {
  all: ['staff-users'] as const,
  list: (query: UsersListQuery) => [...staffUserKeys.all, 'list', query] as const,
  invitations: ['staff-users', 'invitations'] as const,
};
