import { describe, expect, it } from 'vitest';
import {
  EVERY_DAY_9_TO_9,
  kitchenStatusAt,
  nextOpeningAfter,
  openingWindows,
  orderSlots,
  type SpecialHours,
  type WeeklyHours,
} from './opening-hours';

const IST = 'Asia/Kolkata';
/** Monday 23 November 2026, 08:30 in India. */
const mondayMorning = new Date('2026-11-23T03:00:00Z');

describe('opening hours in the restaurant’s time zone', () => {
  it('says closed before 09:00 India time and when it opens, whatever the browser’s zone', () => {
    const status = kitchenStatusAt(EVERY_DAY_9_TO_9, IST, mondayMorning);
    expect(status.open).toBe(false);
    expect(status.changesAt?.toISOString()).toBe('2026-11-23T03:30:00.000Z');
  });

  it('says open at noon until 21:00, and closed at 21:00 sharp until 09:00 the next day', () => {
    const noon = kitchenStatusAt(EVERY_DAY_9_TO_9, IST, new Date('2026-11-23T06:30:00Z'));
    expect(noon).toEqual({ open: true, changesAt: new Date('2026-11-23T15:30:00Z') });
    const nine = kitchenStatusAt(EVERY_DAY_9_TO_9, IST, new Date('2026-11-23T15:30:00Z'));
    expect(nine).toEqual({ open: false, changesAt: new Date('2026-11-24T03:30:00Z') });
  });

  it('skips closed days and keeps several windows a day apart', () => {
    const hours: WeeklyHours = [
      [
        { opens: '12:00', closes: '15:00' },
        { opens: '18:00', closes: '22:00' },
      ],
      [], // Tuesday closed
      ...Array.from({ length: 5 }, () => [{ opens: '09:00', closes: '21:00' }]),
    ];
    const windows = openingWindows(hours, IST, mondayMorning, 3).map((w) => w.start.toISOString());
    expect(windows).toEqual([
      '2026-11-23T06:30:00.000Z',
      '2026-11-23T12:30:00.000Z',
      '2026-11-25T03:30:00.000Z',
    ]);
    const between = kitchenStatusAt(hours, IST, new Date('2026-11-23T10:00:00Z'));
    expect(between).toEqual({ open: false, changesAt: new Date('2026-11-23T12:30:00Z') });
  });

  it('places local times correctly across a daylight-saving change', () => {
    const london: WeeklyHours = Array.from({ length: 7 }, () => [
      { opens: '09:00', closes: '21:00' },
    ]);
    // Saturday 28 March 2026 (GMT) and Sunday 29 March 2026 (BST, UTC+1).
    const [sat, sun] = openingWindows(london, 'Europe/London', new Date('2026-03-28T12:00:00Z'), 2);
    expect(sat!.start.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(sun!.start.toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });
});

describe('order slots', () => {
  const rules = {
    hours: EVERY_DAY_9_TO_9,
    timeZone: IST,
    lastOrderMinutes: 30,
    leadMinutes: 45,
    slotMinutes: 30,
  };

  it('offers today and tomorrow within hours, none sooner than the lead time', () => {
    const now = new Date('2026-11-23T06:40:00Z'); // 12:10 India time
    const slots = orderSlots(rules, now);
    // 12:10 + 45 min = 12:55: the first slot starts at 13:00.
    expect(slots[0]!.start.toISOString()).toBe('2026-11-23T07:30:00.000Z');
    // The last slot today ends at closing.
    const today = slots.filter((s) => s.start < new Date('2026-11-23T18:30:00Z'));
    expect(today.at(-1)!.start.toISOString()).toBe('2026-11-23T15:00:00.000Z'); // 20:30 → 21:00
    // Tomorrow starts at opening.
    const tomorrow = slots.filter((s) => s.start >= new Date('2026-11-23T18:30:00Z'));
    expect(tomorrow[0]!.start.toISOString()).toBe('2026-11-24T03:30:00.000Z');
    for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(30 * 60_000);
  });

  it('takes no slot whose cooking would start after the last-order time', () => {
    // Last orders 90 min before closing (19:30); 45 min of cooking: the last slot starts 20:00.
    const slots = orderSlots({ ...rules, lastOrderMinutes: 90 }, new Date('2026-11-23T06:40:00Z'));
    const today = slots.filter((s) => s.start < new Date('2026-11-23T18:30:00Z'));
    expect(today.at(-1)!.start.toISOString()).toBe('2026-11-23T14:30:00.000Z');
  });

  it('still offers tomorrow’s slots when the kitchen is closed tonight', () => {
    const lateNight = new Date('2026-11-23T17:00:00Z'); // 22:30 India time
    const slots = orderSlots(rules, lateNight);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]!.start.toISOString()).toBe('2026-11-24T03:30:00.000Z');
  });
});

describe('holidays and special hours', () => {
  const christmas: SpecialHours = { from: '2026-12-25', to: '2026-12-25', windows: [], note: '' };
  const newYearsEve: SpecialHours = {
    from: '2026-12-31',
    to: '2026-12-31',
    windows: [{ opens: '09:00', closes: '23:30' }],
    note: 'Open late for New Year’s Eve',
  };
  const special = [christmas, newYearsEve];

  it('keeps the kitchen closed on a holiday and opens it the next day', () => {
    // 25 December 2026, 12:00 in India.
    const noon = new Date('2026-12-25T06:30:00Z');
    expect(kitchenStatusAt(EVERY_DAY_9_TO_9, IST, noon, special)).toEqual({
      open: false,
      changesAt: new Date('2026-12-26T03:30:00Z'),
    });
    // The evening before, the next change is the usual closing; the next opening skips the 25th.
    const eve = new Date('2026-12-24T12:00:00Z');
    expect(nextOpeningAfter(EVERY_DAY_9_TO_9, IST, eve, special)).toEqual(
      new Date('2026-12-26T03:30:00Z'),
    );
  });

  it('uses the special hours of a day instead of its weekday’s', () => {
    // 31 December 2026, 22:00 in India: usually closed, open until 23:30 tonight.
    const late = new Date('2026-12-31T16:30:00Z');
    expect(kitchenStatusAt(EVERY_DAY_9_TO_9, IST, late, special)).toEqual({
      open: true,
      changesAt: new Date('2026-12-31T18:00:00Z'),
    });
    expect(kitchenStatusAt(EVERY_DAY_9_TO_9, IST, late).open).toBe(false);
  });

  it('offers no slot on a holiday, and slots until the special closing time', () => {
    const rules = {
      hours: EVERY_DAY_9_TO_9,
      specialHours: special,
      timeZone: IST,
      lastOrderMinutes: 0,
      leadMinutes: 30,
      slotMinutes: 30,
      days: 2,
    };
    // 24 December, 20:00 in India: tonight's last slots, then nothing on the 25th.
    const slots = orderSlots(rules, new Date('2026-12-24T14:30:00Z'));
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-12-24T15:00:00.000Z']);
    const eve = orderSlots({ ...rules, days: 1 }, new Date('2026-12-31T16:30:00Z'));
    expect(eve.at(-1)?.end.toISOString()).toBe('2026-12-31T18:00:00.000Z');
  });

  it('covers every day of a range, inclusive', () => {
    const week: SpecialHours = { from: '2026-11-24', to: '2026-11-26', windows: [], note: '' };
    const windows = openingWindows(EVERY_DAY_9_TO_9, IST, mondayMorning, 5, [week]);
    expect(windows.map((w) => w.start.toISOString().slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-27',
    ]);
  });

  it('reads windows that touch across midnight as one opening (issue 34, item 9)', () => {
    // Open all of 31 December, then 00:00-02:00 on 1 January: at 23:45 the kitchen stays open
    // until 02:00 (checkout's ASAP cut-off reads that), and slots run on past midnight.
    const allNight: SpecialHours[] = [
      {
        from: '2026-12-31',
        to: '2026-12-31',
        windows: [{ opens: '00:00', closes: '24:00' }],
        note: '',
      },
      {
        from: '2027-01-01',
        to: '2027-01-01',
        windows: [{ opens: '00:00', closes: '02:00' }],
        note: '',
      },
    ];
    const quarterToMidnight = new Date('2026-12-31T18:15:00Z');
    expect(kitchenStatusAt(EVERY_DAY_9_TO_9, IST, quarterToMidnight, allNight)).toEqual({
      open: true,
      changesAt: new Date('2026-12-31T20:30:00Z'),
    });
    const slots = orderSlots(
      {
        hours: EVERY_DAY_9_TO_9,
        specialHours: allNight,
        timeZone: IST,
        lastOrderMinutes: 15,
        leadMinutes: 30,
        slotMinutes: 30,
        days: 2,
      },
      quarterToMidnight,
    );
    expect(slots[0]?.start.toISOString()).toBe('2026-12-31T19:00:00.000Z');
    // The week's own night: Friday 18:00-24:00 and Saturday 00:00-02:00 are one opening too.
    const lateFridays: WeeklyHours = EVERY_DAY_9_TO_9.map((day, i) =>
      i === 4
        ? [{ opens: '18:00', closes: '24:00' }]
        : i === 5
          ? [{ opens: '00:00', closes: '02:00' }]
          : day,
    );
    // Friday 27 November 2026, 23:50 in India.
    expect(kitchenStatusAt(lateFridays, IST, new Date('2026-11-27T18:20:00Z'))).toEqual({
      open: true,
      changesAt: new Date('2026-11-27T20:30:00Z'),
    });
  });
});
