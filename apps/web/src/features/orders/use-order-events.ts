import { orderEventSchema, type Order } from '@ninetonine/contract';
import {
  API_BASE_PATH,
  isFinalStatus,
  ORDER_RECONNECT_EVENT,
  ORDER_RESYNC_EVENT,
  ORDER_STATUS_EVENT,
} from '@ninetonine/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { orderChanged } from './api/order-cache';
import { orderKeys } from './api/order-keys';

/** connecting, then live; reconnecting while the stream is down (the page polls meanwhile). */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** How long to wait before opening a stream the browser gave up on (a refused reconnect). */
const REOPEN_MS = 5_000;
/**
 * How soon to open again a stream the server ended with `reconnect` (its instance is shutting
 * down; another answers): at once, spread over a moment so every open page does not come at once.
 */
const reconnectDelay = () => 200 + Math.random() * 800;

/**
 * Whether an event says something the cached order does not show yet. A `status` event carries
 * the order's status and when it got it, and its payment status (a payment or refund changes it
 * without a new status); anything else (a `resync`) means "read it again".
 */
export function eventIsNews(order: Order | undefined, data: unknown): boolean {
  const event = orderEventSchema.safeParse(data);
  if (!event.success || !order) return true;
  const last = order.history.at(-1);
  const { status, at, paymentStatus } = event.data;
  return (
    status !== order.status ||
    (last !== undefined && last.at !== at) ||
    (paymentStatus !== undefined && paymentStatus !== order.payment.status)
  );
}

/**
 * Live status of one order through GET /orders/{id}/events (server-sent events): each change
 * re-reads the order (its history and times come with it). When the stream drops the browser
 * reconnects by itself. When it gives up (a refused reconnect: the server ends each stream when
 * its access token expires, and a reconnect without a live one gets 401), the order is read
 * again at once, through the API client, which renews the session on a 401, and the stream is
 * reopened a little later. A final status ends the stream for good (the server closes it too).
 */
export function useOrderEvents(order: Order | undefined): LiveState {
  const queryClient = useQueryClient();
  const id = order?._id;
  const ended = order ? isFinalStatus(order.status) : true;
  const [state, setState] = useState<LiveState>('connecting');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!id || ended || typeof EventSource === 'undefined') return;
    const key = orderKeys.detail(id);
    const source = new EventSource(`${API_BASE_PATH}/orders/${encodeURIComponent(id)}/events`, {
      withCredentials: true,
    });
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let wasDown = false;

    const refetch = async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      const fresh = queryClient.getQueryData<Order>(key);
      if (fresh) orderChanged(queryClient, fresh);
    };
    const onStatus = (event: MessageEvent<string>) => {
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
    };
    source.onopen = () => {
      setState('live');
      // Whatever happened while the stream was down is read once, not waited for.
      if (wasDown) void refetch();
    };
    source.addEventListener(ORDER_STATUS_EVENT, onStatus);
    source.addEventListener(ORDER_RESYNC_EVENT, () => void refetch());
    source.addEventListener(ORDER_RECONNECT_EVENT, () => {
      source.close();
      setState('reconnecting');
      reopen = setTimeout(() => setGeneration((g) => g + 1), reconnectDelay());
    });
    source.onerror = () => {
      wasDown = true;
      setState('reconnecting');
      if (source.readyState === EventSource.CLOSED) {
        void refetch().catch(() => undefined);
        reopen = setTimeout(() => setGeneration((g) => g + 1), REOPEN_MS);
      }
    };
    return () => {
      clearTimeout(reopen);
      source.close();
      // Nothing follows the order any more: what the cache holds may go out of date.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    };
  }, [id, ended, generation, queryClient]);

  return state;
}
