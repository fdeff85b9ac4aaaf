import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import { kitchenChange, kitchenStatus } from './kitchen-hours';

describe('kitchenStatus', () => {
  it('is open from 9:00 to 21:00 in India by default, closed otherwise', () => {
    // 09:00 IST is 03:30 UTC; 21:00 IST is 15:30 UTC.
    expect(kitchenStatus(new Date('2025-06-01T03:29:00Z'))).toEqual({
      open: false,
      until: '09:00',
      day: '',
    });
    expect(kitchenStatus(new Date('2025-06-01T03:30:00Z'))).toEqual({
      open: true,
      until: '21:00',
      day: '',
    });
    expect(kitchenStatus(new Date('2025-06-01T15:29:00Z')).open).toBe(true);
    expect(kitchenStatus(new Date('2025-06-01T15:30:00Z'))).toEqual({
      open: false,
      until: '09:00',
      day: 'tomorrow',
    });
    // Said as people say it (issue 34, item 20): not "opens at Mon, 09:00".
    expect(kitchenChange(kitchenStatus(new Date('2025-06-01T15:30:00Z')))).toBe(
      'opens tomorrow at 09:00',
    );
    expect(kitchenChange(kitchenStatus(new Date('2025-06-01T03:29:00Z')))).toBe('opens at 09:00');
    expect(kitchenChange(kitchenStatus(new Date('2025-06-01T03:30:00Z')))).toBe('until 21:00');
  });

  it("follows the server's hours and time zone when given", () => {
    const closedSunday = [
      ...Array.from({ length: 6 }, () => [{ opens: '10:00', closes: '14:00' }]),
      [],
    ];
    const london = restaurantFormat({
      timeZone: 'Europe/London',
      locale: 'en-IN',
      currency: 'INR',
    });
    // Saturday 2025-05-31 13:59 BST is 12:59 UTC.
    expect(kitchenStatus(new Date('2025-05-31T12:59:00Z'), closedSunday, london)).toEqual({
      open: true,
      until: '14:00',
      day: '',
    });
    // Closed on Sunday: the next opening is Monday.
    expect(kitchenStatus(new Date('2025-06-01T10:00:00Z'), closedSunday, london)).toEqual({
      open: false,
      until: '10:00',
      day: 'tomorrow',
    });
  });
});

describe('kitchenStatus with holidays', () => {
  it('says closed on a holiday and names the next opening', () => {
    // Friday 25 December 2026, 12:00 in Kolkata.
    const noon = new Date('2026-12-25T06:30:00Z');
    const holiday = [{ from: '2026-12-25', to: '2026-12-25', windows: [], note: 'Christmas' }];
    expect(kitchenStatus(noon).open).toBe(true);
    const status = kitchenStatus(noon, undefined, undefined, holiday);
    expect(status.open).toBe(false);
    expect(status.until).toContain('09:00');
  });
});
