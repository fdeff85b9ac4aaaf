import { orderEventSchema, type Order } from '@ninetonine/contract';
import {
  API_BASE_PATH,
  isFinalStatus,
  ORDER_RESYNC_EVENT,
  ORDER_STATUS_EVENT,
} from '@ninetonine/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderStream, type LiveState } from '@/hooks/use-order-stream';
import { orderChanged } from './api/order-cache';
import { orderKeys } from './api/order-keys';

/**
 * Whether an event says something the cached order does not show yet. A `status` event carries
 * the order's status and when it got it, and its payment status (a payment or refund changes it
 * without a new status); anything else (a `resync`) means "read it again".
 */
export function eventIsNews(order: Order | undefined, data: unknown): boolean {
  const event = orderEventSchema.safeParse(data);
  if (!event.success || !order) return true;
  const last = order.history.at(-1);
  const { status, at, paymentStatus, trackedAt } = event.data;
  return (
    status !== order.status ||
    // The rider moved (decision 0083): their distance and arrival time change.
    (trackedAt !== undefined && trackedAt !== order.rider?.tracking?.at) ||
    (last !== undefined && last.at !== at) ||
    (paymentStatus !== undefined && paymentStatus !== order.payment.status)
  );
}

/**
 * Live status of one order through GET /orders/{id}/events (server-sent events): each change
 * re-reads the order (its history and times come with it). When the browser gives up on the
 * stream (a refused reconnect), the order is read again at once, through the API client, which
 * renews the session on a 401, and the stream is reopened a little later (useOrderStream). A
 * final status ends the stream for good (the server closes it too).
 */
export function useOrderEvents(order: Order | undefined): LiveState {
  const queryClient = useQueryClient();
  const id = order?._id;
  const ended = order ? isFinalStatus(order.status) : true;
  const url = id && !ended ? `${API_BASE_PATH}/orders/${encodeURIComponent(id)}/events` : null;

  return useOrderStream(url, (source) => {
    const key = orderKeys.detail(id ?? '');
    const refetch = async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      const fresh = queryClient.getQueryData<Order>(key);
      if (fresh) orderChanged(queryClient, fresh);
    };
    source.addEventListener(ORDER_STATUS_EVENT, (event: MessageEvent<string>) => {
      let data: unknown = null;
      try {
        data = JSON.parse(event.data);
      } catch {
        // Not JSON: read the order again rather than guess.
      }
      const parsed = orderEventSchema.safeParse(data);
      // Nothing more will happen to the order: the browser must not reconnect.
      if (parsed.success && isFinalStatus(parsed.data.status)) source.close();
      if (eventIsNews(queryClient.getQueryData<Order>(key), data)) void refetch();
    });
    source.addEventListener(ORDER_RESYNC_EVENT, () => void refetch());
    return {
      // Whatever happened while the stream was down is read once, not waited for.
      onOpen: (again) => {
        if (again) void refetch();
      },
      onRefused: () => void refetch().catch(() => undefined),
      // Nothing follows the order any more: what the cache holds may go out of date.
      onClose: () => void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' }),
    };
  });
}
