import { API_BASE_PATH, isFinalStatus, orderSchema, type Order } from '@ninetonine/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { orderKeys } from './api/order-keys';
import { orderUpdated } from './orders-slice';

/** connecting, then live; reconnecting while the stream is down (the page polls meanwhile). */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** How long to wait before opening a stream the browser gave up on (a refused reconnect). */
const REOPEN_MS = 5_000;
/** Event names the stream may use besides the default "message". */
const EVENT_NAMES = ['order', 'status'];

/**
 * Live status of one order through GET /orders/{id}/events (server-sent events). Each event
 * updates the cached order; an event that does not carry the whole order makes it refetch. When
 * the stream drops the browser reconnects by itself; when it gives up, we reopen it later.
 */
export function useOrderEvents(order: Order | undefined): LiveState {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
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

    const onData = (event: MessageEvent<string>) => {
      let payload: unknown;
      try {
        payload = JSON.parse(event.data);
      } catch {
        payload = null;
      }
      const candidate = (payload as { order?: unknown } | null)?.order ?? payload;
      const parsed = orderSchema.safeParse(candidate);
      if (parsed.success && parsed.data._id === id) {
        queryClient.setQueryData(key, parsed.data);
        dispatch(orderUpdated(parsed.data));
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    };
    source.onopen = () => {
      setState('live');
      // Whatever happened while the stream was down is read once, not waited for.
      if (wasDown) void queryClient.invalidateQueries({ queryKey: key });
    };
    source.onmessage = onData;
    for (const name of EVENT_NAMES) source.addEventListener(name, onData);
    source.onerror = () => {
      wasDown = true;
      setState('reconnecting');
      if (source.readyState === EventSource.CLOSED) {
        reopen = setTimeout(() => setGeneration((g) => g + 1), REOPEN_MS);
      }
    };
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [id, ended, generation, queryClient, dispatch]);

  return state;
}
