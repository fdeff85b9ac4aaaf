import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderDay, requestFingerprint } from './order-identity';

describe('order identity', () => {
  it('fingerprints a request by content, not key order or omitted fields', () => {
    const a = requestFingerprint({
      fulfilment: 'pickup',
      note: 'no onions',
      couponCode: undefined,
    });
    const b = requestFingerprint({ note: 'no onions', fulfilment: 'pickup' });
    expect(a).toBe(b);
    expect(requestFingerprint({ fulfilment: 'pickup', note: 'extra onions' })).not.toBe(a);
    expect(requestFingerprint({ lines: [1, 2] })).not.toBe(requestFingerprint({ lines: [2, 1] }));
  });

  it('numbers orders by the restaurant’s day, not the server’s', () => {
    // 20:00 UTC on 23 November is already 24 November in India.
    expect(orderDay(new Date('2026-11-23T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      key: '2026-11-24',
      label: '1124',
    });
    expect(formatOrderNumber('1124', 7)).toBe('1124-007');
    expect(formatOrderNumber('1124', 1234)).toBe('1124-1234');
  });
});
