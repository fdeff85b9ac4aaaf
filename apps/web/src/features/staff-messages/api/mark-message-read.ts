import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { staffMessageKeys } from './message-keys';

/** PUT /staff/messages/{id}/read */
export async function putMessageRead(
  id: string,
  read: boolean,
): Promise<{ contactMessage: ContactMessage; unreadCount: number }> {
  const { data } = await apiClient.put<{ contactMessage: ContactMessage; unreadCount: number }>(
    `/staff/messages/${encodeURIComponent(id)}/read`,
    { read },
  );
  return data;
}

/** Marks a message read or unread; every page and count is taken again. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => putMessageRead(id, read),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.all }),
  });
}
