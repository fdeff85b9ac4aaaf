import { EVERY_DAY_9_TO_9, type SpecialHours, type WeeklyHours } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { busyExtraMinutesAt, restaurantStatusAt } from './restaurant-status';

const base = {
  timeZone: 'Asia/Kolkata',
  openingHours: EVERY_DAY_9_TO_9,
  specialHours: [] as SpecialHours[],
  acceptingOrders: true,
  deliveryEnabled: true,
  pickupEnabled: true,
  busyUntil: null as Date | null,
  busyExtraMinutes: 0,
  pausedUntil: null as Date | null,
  pauseReason: '',
};
// Kolkata is UTC+05:30 all year. 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);
const status = (over: Partial<typeof base>, now: string) => {
  const s = restaurantStatusAt({ ...base, ...over }, at(now));
  return {
    ...s,
    changesAt: s.changesAt?.toISOString() ?? null,
    nextOpeningAt: s.nextOpeningAt?.toISOString() ?? null,
  };
};

describe('restaurantStatusAt', () => {
  it('honours a holiday: closed all day on 2026-11-24, opening again on the 25th', () => {
    const holiday = [{ from: '2026-11-24', to: '2026-11-24', windows: [], note: 'Diwali' }];
    expect(status({ specialHours: holiday }, '2026-11-24T06:30:00Z')).toMatchObject({
      open: false,
      changesAt: '2026-11-25T03:30:00.000Z',
      nextOpeningAt: '2026-11-25T03:30:00.000Z',
    });
    // Open on the evening before, the next opening skips the holiday.
    expect(status({ specialHours: holiday }, '2026-11-23T10:00:00Z')).toMatchObject({
      open: true,
      nextOpeningAt: '2026-11-25T03:30:00.000Z',
    });
  });

  it('finds the opening after a closure longer than a week', () => {
    const away = [{ from: '2026-11-24', to: '2026-12-20', windows: [], note: 'Renovation' }];
    expect(status({ specialHours: away }, '2026-11-25T06:30:00Z')).toMatchObject({
      open: false,
      changesAt: '2026-12-21T03:30:00.000Z',
    });
  });

  it('is open at 15:30 in Kolkata, closing at 21:00, opening again at 09:00 tomorrow', () => {
    expect(status({}, '2026-11-23T10:00:00Z')).toEqual({
      open: true,
      changesAt: '2026-11-23T15:30:00.000Z',
      nextOpeningAt: '2026-11-24T03:30:00.000Z',
      fulfilment: ['delivery', 'pickup'],
      busy: null,
      pause: null,
    });
  });

  it('is closed at 21:00 sharp and after, until 09:00 the next morning', () => {
    for (const now of ['2026-11-23T15:30:00Z', '2026-11-23T20:00:00Z', '2026-11-24T03:29:00Z']) {
      expect(status({}, now)).toMatchObject({
        open: false,
        changesAt: '2026-11-24T03:30:00.000Z',
        nextOpeningAt: '2026-11-24T03:30:00.000Z',
      });
    }
  });

  it('is closed before 09:00 and opens the same morning', () => {
    expect(status({}, '2026-11-23T01:00:00Z')).toMatchObject({
      open: false,
      changesAt: '2026-11-23T03:30:00.000Z',
      nextOpeningAt: '2026-11-23T03:30:00.000Z',
    });
  });

  it('handles several windows a day and closed days', () => {
    const lunchAndDinner = [
      { opens: '12:00', closes: '15:00' },
      { opens: '19:00', closes: '23:00' },
    ];
    // Closed on Mondays (index 0), lunch and dinner otherwise.
    const hours: WeeklyHours = [[], ...Array.from({ length: 6 }, () => lunchAndDinner)];
    // Monday 16:00 in Kolkata: closed all day, opens Tuesday 12:00.
    expect(status({ openingHours: hours }, '2026-11-23T10:30:00Z')).toMatchObject({
      open: false,
      changesAt: '2026-11-24T06:30:00.000Z',
      nextOpeningAt: '2026-11-24T06:30:00.000Z',
    });
    // Tuesday 13:00: open until 15:00, then dinner from 19:00.
    expect(status({ openingHours: hours }, '2026-11-24T07:30:00Z')).toMatchObject({
      open: true,
      changesAt: '2026-11-24T09:30:00.000Z',
      nextOpeningAt: '2026-11-24T13:30:00.000Z',
    });
    // Tuesday 16:00: between the windows.
    expect(status({ openingHours: hours }, '2026-11-24T10:30:00Z')).toMatchObject({
      open: false,
      changesAt: '2026-11-24T13:30:00.000Z',
    });
  });

  it('reads the hours in the restaurant time zone, not the server one', () => {
    // 08:30 UTC is 08:30 in London (winter), 14:00 in Kolkata.
    expect(status({}, '2026-11-23T08:30:00Z').open).toBe(true);
    expect(status({ timeZone: 'Europe/London' }, '2026-11-23T08:30:00Z').open).toBe(false);
    expect(status({ timeZone: 'Europe/London' }, '2026-11-23T09:30:00Z').open).toBe(true);
    expect(status({ timeZone: 'America/New_York' }, '2026-11-23T08:30:00Z')).toMatchObject({
      open: false,
      changesAt: '2026-11-23T14:00:00.000Z',
    });
  });

  it('has no next change when closed all week', () => {
    const closed: WeeklyHours = Array.from({ length: 7 }, () => []);
    expect(status({ openingHours: closed }, '2026-11-23T10:00:00Z')).toMatchObject({
      open: false,
      changesAt: null,
      nextOpeningAt: null,
    });
  });

  it('offers only the enabled ways to order, and none while orders are paused', () => {
    const now = '2026-11-23T10:00:00Z';
    expect(status({ deliveryEnabled: false }, now).fulfilment).toEqual(['pickup']);
    expect(status({ pickupEnabled: false }, now).fulfilment).toEqual(['delivery']);
    expect(status({ acceptingOrders: false }, now)).toMatchObject({ open: true, fulfilment: [] });
  });
});

describe('kitchen controls (decision 0081)', () => {
  const noon = '2026-11-23T06:30:00Z';
  it('busy mode adds its minutes until its stored end, and nothing from that instant on', () => {
    const busy = { busyUntil: at('2026-11-23T07:00:00Z'), busyExtraMinutes: 20 };
    expect(status(busy, noon).busy).toEqual({
      extraMinutes: 20,
      until: at('2026-11-23T07:00:00Z'),
    });
    expect(busyExtraMinutesAt({ ...base, ...busy }, at('2026-11-23T06:59:59Z'))).toBe(20);
    expect(busyExtraMinutesAt({ ...base, ...busy }, at('2026-11-23T07:00:00Z'))).toBe(0);
    expect(status(busy, '2026-11-23T07:00:00Z').busy).toBeNull();
  });

  it('a pause takes every fulfilment away until its end, then gives them back by itself', () => {
    const pause = { pausedUntil: at('2026-11-23T07:00:00Z'), pauseReason: 'Gas cylinder change' };
    expect(status(pause, noon)).toMatchObject({
      fulfilment: [],
      pause: { reason: 'Gas cylinder change' },
    });
    expect(status(pause, '2026-11-23T07:00:00Z')).toMatchObject({
      fulfilment: ['delivery', 'pickup'],
      pause: null,
    });
  });
});
