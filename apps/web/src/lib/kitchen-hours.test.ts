import { describe, expect, it } from 'vitest';
import { kitchenStatus } from './kitchen-hours';

describe('kitchenStatus', () => {
  it('is open from 9:00 to 21:00 in India, closed otherwise', () => {
    // 09:00 IST is 03:30 UTC; 21:00 IST is 15:30 UTC.
    expect(kitchenStatus(new Date('2025-06-01T03:29:00Z'))).toEqual({
      open: false,
      until: '09:00',
    });
    expect(kitchenStatus(new Date('2025-06-01T03:30:00Z'))).toEqual({ open: true, until: '21:00' });
    expect(kitchenStatus(new Date('2025-06-01T15:29:00Z')).open).toBe(true);
    expect(kitchenStatus(new Date('2025-06-01T15:30:00Z')).open).toBe(false);
  });
});
