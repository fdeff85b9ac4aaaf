import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessagesListResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffMessageKeys } from './message-keys';

/** GET /staff/messages: newest first, a page at a time, with the unread count. */
export async function getMessages(
  params: { page: number; show: 'all' | 'unread'; limit?: number },
  signal?: AbortSignal,
): Promise<MessagesListResponse> {
  const { data } = await apiClient.get<MessagesListResponse>('/staff/messages', {
    params,
    signal,
  });
  return data;
}

export function messagesQuery(page: number, show: 'all' | 'unread') {
  return queryOptions({
    queryKey: staffMessageKeys.page(page, show),
    queryFn: ({ signal }) =>
      requestOr('We could not load the messages.', () => getMessages({ page, show }, signal)),
    // New messages arrive without warning: look again when staff come back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // Paging keeps the current page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}

/** The inbox's unread count alone (one row asked for), for the staff navigation's badge. */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: staffMessageKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      (await getMessages({ page: 1, show: 'unread', limit: 1 }, signal)).unreadCount,
    // Messages arrive without warning: counted again every minute and on coming back.
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
