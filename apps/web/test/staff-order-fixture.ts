import type { StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import { isFinalStatus } from '@ninetonine/contract/core';
import { fakeOrder } from './fake-orders-server';

/** An order as the kitchen board holds it. */
// The customer's view of its rider differs from the board's: a fake order has none anyway.
export const card = (id: string, over: Partial<StaffOrder> = {}): StaffOrder => ({
  ...(fakeOrder(id) as Omit<ReturnType<typeof fakeOrder>, 'rider'>),
  lines: fakeOrder(id).lines.map((l) => ({ ...l, veg: null })),
  customer: { name: 'Asha', phone: '+91 90000 11111', email: null },
  updatedAt: '2025-06-01T10:00:00Z',
  mailProblems: [],
  refunds: [],
  refundable: 0,
  rating: null,
  ...over,
});

/** The board of 1 June 2025 (Kolkata) holding these orders, all of its finished ones among them. */
export const boardOf = (...orders: StaffOrder[]): StaffOrdersResponse => ({
  orders,
  range: {
    from: '2025-06-01',
    to: '2025-06-01',
    timeZone: 'Asia/Kolkata',
    start: '2025-05-31T18:30:00.000Z',
    end: '2025-06-01T18:30:00.000Z',
  },
  truncated: false,
  doneTotal: orders.filter((o) => isFinalStatus(o.status)).length,
  doneCursor: null,
});
