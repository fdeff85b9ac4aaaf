import { EVERY_DAY_9_TO_9, restaurantFormat, type WeeklyHours } from '@ninetonine/contract/core';
import { describe, expect, it } from 'vitest';
import {
  specialHoursText,
  upcomingSpecialHours,
  weekLines,
  weekSentence,
} from './opening-hours-text';

const late: WeeklyHours = EVERY_DAY_9_TO_9.map((day, d) =>
  d === 2 ? [{ opens: '09:00', closes: '23:59' }] : d === 6 ? [] : day,
);

describe('the opening hours as pages show them', () => {
  it('says "every day" when all days are alike', () => {
    expect(weekLines(EVERY_DAY_9_TO_9)).toEqual([{ days: 'Every day', hours: '09:00 – 21:00' }]);
    expect(weekSentence(EVERY_DAY_9_TO_9)).toBe('every day 09:00 – 21:00');
  });

  it('groups neighbouring days with the same hours, and names a closed day', () => {
    expect(weekLines(late)).toEqual([
      { days: 'Mon – Tue', hours: '09:00 – 21:00' },
      { days: 'Wed', hours: '09:00 – 23:59' },
      { days: 'Thu – Sat', hours: '09:00 – 21:00' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(weekSentence(late)).toBe(
      'Mon – Tue 09:00 – 21:00; Wed 09:00 – 23:59; Thu – Sat 09:00 – 21:00; Sun closed',
    );
  });

  it('lists the special hours to come, with their notes', () => {
    const special = [
      { from: '2026-11-01', to: '2026-11-02', windows: [], note: 'Past' },
      { from: '2026-12-25', to: '2026-12-25', windows: [], note: 'Christmas' },
      {
        from: '2026-12-31',
        to: '2027-01-01',
        windows: [{ opens: '09:00', closes: '23:30' }],
        note: '',
      },
    ];
    const coming = upcomingSpecialHours(special, '2026-12-20');
    expect(coming.map((s) => s.from)).toEqual(['2026-12-25', '2026-12-31']);
    const format = restaurantFormat({ timeZone: 'Asia/Kolkata', locale: 'en-IN', currency: 'INR' });
    expect(specialHoursText(coming[0]!, format)).toBe('Fri, 25 Dec: closed · Christmas');
    expect(specialHoursText(coming[1]!, format)).toBe('Thu, 31 Dec – Fri, 1 Jan: 09:00 – 23:30');
  });
});
