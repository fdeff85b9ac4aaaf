import type { StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import { useEffect, useRef } from 'react';

/** What a read of the board held: which day, and which orders. */
export interface BoardSeen {
  start: string;
  ids: ReadonlySet<string>;
}

export const seenOf = (board: StaffOrdersResponse): BoardSeen => ({
  start: board.range.start,
  ids: new Set(board.orders.map((o) => o._id)),
});

/**
 * The placed orders of `board` that this board has not announced yet: on its first read (opened,
 * reloaded, after a browser restart or an update) and when it turned to a new day, every order
 * still waiting to be accepted, since nobody here has seen it (issue 34, item 6); after that, those
 * the read before did not hold.
 */
export function newlyPlaced(before: BoardSeen | null, board: StaffOrdersResponse): StaffOrder[] {
  const fresh = !before || before.start !== board.range.start;
  return board.orders.filter((o) => o.status === 'placed' && (fresh || !before.ids.has(o._id)));
}

/**
 * New orders that came by a read of the board rather than by their own event (decision 0067):
 * waiting when the board opened, placed while the stream was down (the read when it is back, or
 * the polling meanwhile), or while the tab slept. Each is announced like a live one.
 */
export function useArrivalsFromReads(
  board: StaffOrdersResponse | undefined,
  announce: (order: StaffOrder) => void,
) {
  const known = useRef<BoardSeen | null>(null);
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  }, [announce]);
  useEffect(() => {
    if (!board) return;
    const arrived = newlyPlaced(known.current, board);
    known.current = seenOf(board);
    for (const order of arrived) announceRef.current(order);
  }, [board]);
}
