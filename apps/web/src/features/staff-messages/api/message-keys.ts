/** The contact inbox: every page under one key, refreshed together after a change. */
export const staffMessageKeys = {
  all: ['staff', 'messages'] as const,
  page: (page: number, show: 'all' | 'unread') => [...staffMessageKeys.all, show, page] as const,
  unreadCount: () => [...staffMessageKeys.all, 'unread-count'] as const,
};
