import { describe, expect, it } from 'vitest';
import { fakeOrder } from '#test/fake-orders-server';
import { eventIsNews } from './use-order-events';

const order = fakeOrder('1');
const event = (status: string, at: string) => ({
  orderId: '1',
  number: order.number,
  status,
  at,
  reason: null,
});

describe('live order events', () => {
  it('are news only when the status or its time differs from what is shown', () => {
    // The stream starts with the current status: nothing to re-read.
    expect(eventIsNews(order, event('placed', '2025-06-01T10:00:00Z'))).toBe(false);
    expect(eventIsNews(order, event('accepted', '2025-06-01T10:02:00Z'))).toBe(true);
    expect(eventIsNews(order, event('placed', '2025-06-01T10:09:00Z'))).toBe(true);
  });

  it('are news when the payment changed while the status did not (a failed attempt, a refund)', () => {
    const same = event('placed', '2025-06-01T10:00:00Z');
    expect(eventIsNews(order, { ...same, paymentStatus: 'due_on_handover' })).toBe(false);
    expect(eventIsNews(order, { ...same, paymentStatus: 'refund_pending' })).toBe(true);
  });

  it('make the order be read again when they cannot be understood or nothing is shown yet', () => {
    expect(eventIsNews(order, {})).toBe(true);
    expect(eventIsNews(order, null)).toBe(true);
    expect(eventIsNews(undefined, event('placed', '2025-06-01T10:00:00Z'))).toBe(true);
  });
});
