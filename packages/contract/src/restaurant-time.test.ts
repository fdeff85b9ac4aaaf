import { describe, expect, it } from 'vitest';
import { localMidnight, restaurantDays } from './restaurant-time';

describe("the restaurant's calendar days", () => {
  it('start at local midnight, whatever the offset', () => {
    expect(localMidnight('2026-03-10', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-09T18:30:00.000Z',
    );
    expect(localMidnight('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(localMidnight('2026-03-10', 'Pacific/Auckland').toISOString()).toBe(
      '2026-03-09T11:00:00.000Z',
    );
  });

  it('are 23 or 25 hours long when the clocks change', () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    const spring = restaurantDays({ from: '2026-03-08' }, 'America/New_York', new Date());
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    const autumn = restaurantDays({ from: '2026-11-01' }, 'America/New_York', new Date());
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it("default to the restaurant's today, which may not be UTC's", () => {
    // 20:00 UTC on 9 March is already 10 March in Kolkata.
    const days = restaurantDays({}, 'Asia/Kolkata', new Date('2026-03-09T20:00:00Z'));
    expect(days).toMatchObject({ from: '2026-03-10', to: '2026-03-10' });
    expect(days.start.toISOString()).toBe('2026-03-09T18:30:00.000Z');
    const range = restaurantDays({ from: '2026-03-01', to: '2026-03-03' }, 'UTC', new Date());
    expect(range.end.toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});
