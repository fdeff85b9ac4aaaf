import {
  orderEventSchema,
  TAB_EVENT,
  type StaffOrder,
  type StaffOrdersResponse,
} from '@ninetonine/contract';
import { API_BASE_PATH, ORDER_RESYNC_EVENT, ORDER_STATUS_EVENT } from '@ninetonine/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOrderStream, type LiveState } from '@/hooks/use-order-stream';
import { getStaffOrder } from './api/get-staff-order';
import { staffOrderKeys } from './api/staff-order-keys';
import { applyOrderEvent, inBoardRange, upsertOrder } from './board-model';
import { coalescedReads } from './coalesced-reads';

/**
 * Keeps the board's cache live through GET /staff/orders/events: a status event moves the card
 * it names; an order the board does not hold yet (a new one) is read and added, and announced
 * through `onArrived`, as is an online order once it is paid; a customer's cancel is told through
 * `onCancelled` (the card leaves the board); a payment change re-reads its order.
 * A `resync`, coming back after the stream dropped, the tab shown again or the device back online
 * read the board again.
 */
export function useBoardEvents(
  onArrived: (order: StaffOrder) => void,
  onCancelled: (order: StaffOrder) => void,
): LiveState {
  const queryClient = useQueryClient();
  const arrived = useRef(onArrived);
  const cancelled = useRef(onCancelled);
  useEffect(() => {
    arrived.current = onArrived;
    cancelled.current = onCancelled;
  }, [onArrived, onCancelled]);

  return useOrderStream(`${API_BASE_PATH}/staff/orders/events`, (source, reopenNow) => {
    const key = staffOrderKeys.board();
    let closed = false;
    // The board read again, from now: a read still in flight may predate the news, so it is
    // dropped (invalidating alone would join a first read that has no answer yet).
    const reload = () =>
      void queryClient
        .cancelQueries({ queryKey: key })
        .then(() => queryClient.invalidateQueries({ queryKey: key }));
    const addOrder = coalescedReads(
      async (id: string) => {
        try {
          const order = await getStaffOrder(id);
          const board = queryClient.getQueryData<StaffOrdersResponse>(key);
          if (closed || !board || !inBoardRange(order, board.range)) return;
          const held = board.orders.find((o) => o._id === id);
          queryClient.setQueryData(key, upsertOrder(board, order));
          // New to the kitchen: just placed, or an online order the board held unpaid.
          const fresh = !held || held.status === 'awaiting_payment';
          if (fresh && order.status === 'placed') arrived.current(order);
        } catch {
          // The board is read again instead: it is the source of truth.
          reload();
        }
      },
      () => closed,
    );
    source.addEventListener(ORDER_STATUS_EVENT, (message: MessageEvent<string>) => {
      let event;
      try {
        event = orderEventSchema.safeParse(JSON.parse(message.data));
      } catch {
        event = null;
      }
      if (!event?.success) return reload();
      const board = queryClient.getQueryData<StaffOrdersResponse>(key);
      // A read in flight may have read the orders before this change (and a board that failed
      // to load is worth another try).
      if (!board || queryClient.isFetching({ queryKey: key }) > 0) reload();
      if (!board) return;
      const outcome = applyOrderEvent(board, event.data);
      if (outcome.kind === 'updated') {
        queryClient.setQueryData(key, outcome.board);
        const order = outcome.board.orders[0]!;
        if (outcome.paid) arrived.current(order);
        if (outcome.cancelledByCustomer) cancelled.current(order);
        if (outcome.reread) void addOrder(order._id);
      } else if (outcome.kind !== 'unchanged') void addOrder(event.data.orderId);
    });
    source.addEventListener(ORDER_RESYNC_EVENT, reload);
    // A table's tab moved or merged (decision 0094): its rounds' cards name another table.
    source.addEventListener(TAB_EVENT, reload);
    // A tab the browser put to sleep, or a device that was offline, may have missed events
    // while the stream still looked open: read the board again when it wakes (decision 0067).
    const wake = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const online = () => {
      if (source.readyState !== EventSource.CLOSED) return reload();
      reopenNow();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', online);
    return {
      // The board is read once the stream is open: a read from before (the first one races the
      // stream's opening; or the stream was down) can miss a change that no event will repeat.
      // After a `reconnect`, that is when the new stream opens.
      onOpen: reload,
      onRefused: reload,
      onClose: () => {
        closed = true;
        document.removeEventListener('visibilitychange', wake);
        window.removeEventListener('online', online);
      },
    };
  });
}
