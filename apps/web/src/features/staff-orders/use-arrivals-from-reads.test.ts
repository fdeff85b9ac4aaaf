import type { StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { newlyPlaced, seenOf } from './use-arrivals-from-reads';

const order = (id: string, status: StaffOrder['status']) =>
  ({ _id: id, number: id, status }) as StaffOrder;
const board = (start: string, orders: StaffOrder[]) =>
  ({ orders, range: { start } }) as unknown as StaffOrdersResponse;
const TODAY = '2026-11-25T18:30:00.000Z';
const TOMORROW = '2026-11-26T18:30:00.000Z';

describe('orders found by a read', () => {
  const first = board(TODAY, [order('a', 'placed'), order('b', 'accepted')]);

  it('are none on the first read: what was there before the board opened is not news', () => {
    expect(newlyPlaced(null, first)).toEqual([]);
  });

  it('are the placed orders the last read did not hold', () => {
    const next = board(TODAY, [...first.orders, order('c', 'placed'), order('d', 'rejected')]);
    expect(newlyPlaced(seenOf(first), next).map((o) => o._id)).toEqual(['c']);
  });

  it('are none when the board turned to the next day', () => {
    const tomorrow = board(TOMORROW, [order('e', 'placed')]);
    expect(newlyPlaced(seenOf(first), tomorrow)).toEqual([]);
  });
});
