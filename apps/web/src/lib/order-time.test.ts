import { describe, expect, it } from 'vitest';
import { formatOrderTime, slotTimes, slotsByDay } from './order-time';

// 2025-06-01 20:00 in India (14:30 UTC).
const now = new Date('2025-06-01T14:30:00Z');

describe('order times, by the kitchen clock', () => {
  it('say today, tomorrow or the date', () => {
    expect(formatOrderTime('2025-06-01T15:00:00Z', now)).toBe('Today 20:30');
    expect(formatOrderTime('2025-06-02T03:30:00Z', now)).toBe('Tomorrow 09:00');
    expect(formatOrderTime('2025-06-03T03:30:00Z', now)).toBe('Tue 3 Jun 09:00');
  });

  it('group slots by day and show them as ranges', () => {
    const slots = [
      { start: '2025-06-01T15:00:00Z', end: '2025-06-01T15:30:00Z' },
      { start: '2025-06-02T03:30:00Z', end: '2025-06-02T04:00:00Z' },
      { start: '2025-06-02T04:00:00Z', end: '2025-06-02T04:30:00Z' },
    ];
    const groups = slotsByDay(slots, now);
    expect(groups.map(([day, s]) => [day, s.length])).toEqual([
      ['Today', 1],
      ['Tomorrow', 2],
    ]);
    expect(slotTimes(slots[0]!)).toBe('20:30–21:00');
  });
});
