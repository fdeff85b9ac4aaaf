import type { StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import { useEffect, useRef } from 'react';

/**
 * New orders that came by a read of the board rather than by their own event (decision 0067):
 * placed while the stream was down (the read when it is back, or the polling meanwhile), or while
 * the tab slept. A placed order the board had not held before is announced like a live one. The
 * first read, and a read of another day (the board turning at midnight), announce nothing.
 */
export function useArrivalsFromReads(
  board: StaffOrdersResponse | undefined,
  announce: (order: StaffOrder) => void,
) {
  const known = useRef<{ start: string; ids: ReadonlySet<string> } | null>(null);
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);
  useEffect(() => {
    if (!board) return;
    const before = known.current;
    known.current = { start: board.range.start, ids: new Set(board.orders.map((o) => o._id)) };
    if (!before || before.start !== board.range.start) return;
    for (const order of board.orders) {
      if (order.status === 'placed' && !before.ids.has(order._id)) announceRef.current(order);
    }
  }, [board]);
}
