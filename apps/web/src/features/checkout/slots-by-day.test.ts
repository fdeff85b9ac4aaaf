import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import { slotsByDay } from './slots-by-day';

// 2025-06-01 20:00 in India (14:30 UTC); still the morning of 1 June in Los Angeles.
const now = new Date('2025-06-01T14:30:00Z');

describe('checkout slots, by the kitchen clock', () => {
  it('group by the kitchen day and show as ranges', () => {
    const format = restaurantFormat();
    const slots = [
      { start: '2025-06-01T15:00:00Z', end: '2025-06-01T15:30:00Z' },
      { start: '2025-06-02T03:30:00Z', end: '2025-06-02T04:00:00Z' },
      { start: '2025-06-02T04:00:00Z', end: '2025-06-02T04:30:00Z' },
    ];
    const groups = slotsByDay(slots, now, format);
    expect(groups.map(([day, s]) => [day, s.length])).toEqual([
      ['Today', 1],
      ['Tomorrow', 2],
    ]);
    expect(format.slot(slots[0]!)).toBe('20:30–21:00');
  });
});
