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

  it('are every order still waiting on the first read: nobody here has seen them (issue 34, item 6)', () => {
    expect(newlyPlaced(null, first).map((o) => o._id)).toEqual(['a']);
  });

  it('are the placed orders the last read did not hold', () => {
    const next = board(TODAY, [...first.orders, order('c', 'placed'), order('d', 'rejected')]);
    expect(newlyPlaced(seenOf(first), next).map((o) => o._id)).toEqual(['c']);
  });

  it('are the new day’s waiting orders when the board turned to it (the first of the morning)', () => {
    const tomorrow = board(TOMORROW, [order('e', 'placed'), order('f', 'accepted')]);
    expect(newlyPlaced(seenOf(first), tomorrow).map((o) => o._id)).toEqual(['e']);
  });
});
