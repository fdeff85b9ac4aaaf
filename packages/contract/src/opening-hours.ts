/**
 * Opening hours in the restaurant's own time zone, wherever the customer browses from: whether
 * the kitchen is open, and the time slots an order can be placed for. Pure (Intl only), so the
 * header, checkout and the server's checks agree.
 */
import { instantAt, nextDay, restaurantDay, wallClock } from './restaurant-time';

export interface OpeningWindow {
  /** 'HH:MM', 24-hour, restaurant time. */
  opens: string;
  closes: string;
}
/** Seven days, Monday first; an empty day is a closed day; a day may have several windows. */
export type WeeklyHours = OpeningWindow[][];

/**
 * A dated exception to the week: the days `from`..`to` (inclusive, restaurant days, YYYY-MM-DD)
 * follow `windows` instead of their weekday's hours; no windows: closed (a holiday). `note` is
 * shown to customers ("Closed for Diwali").
 */
export interface SpecialHours {
  from: string;
  to: string;
  windows: OpeningWindow[];
  note: string;
}

/** The longest stretch one entry of special hours may cover (a month's holiday). */
export const MAX_SPECIAL_HOURS_DAYS = 62;

export const EVERY_DAY_9_TO_9: WeeklyHours = Array.from({ length: 7 }, () => [
  { opens: '09:00', closes: '21:00' },
]);

const MINUTE = 60_000;

export const hhmmToMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** `date` on the kitchen's clock: its calendar day, weekday and minutes since midnight. */
function zoned(date: Date, timeZone: string) {
  const w = wallClock(date, timeZone);
  return {
    weekday: w.weekday,
    minutes: w.hour * 60 + w.minute,
    day: restaurantDay(date, timeZone),
  };
}

/** The special hours that cover the restaurant day `day` (YYYY-MM-DD), if any. */
export function specialHoursOn(
  day: string,
  special: readonly SpecialHours[],
): SpecialHours | undefined {
  // Dates compare as text: YYYY-MM-DD sorts as the calendar does.
  return special.find((s) => s.from <= day && day <= s.to);
}

/** The windows of the restaurant day `day` whose weekday is `weekday` (0 = Monday). */
export function windowsOn(
  day: string,
  weekday: number,
  hours: WeeklyHours,
  special: readonly SpecialHours[] = [],
): OpeningWindow[] {
  return specialHoursOn(day, special)?.windows ?? hours[weekday] ?? [];
}

/**
 * Every opening window from the local day of `from` for `days` days, as instants: the week's
 * hours, except on days a holiday or special hours cover. Everything that decides "open now",
 * "next opening" or the bookable slots reads the hours through here, so closures apply alike.
 */
export function openingWindows(
  hours: WeeklyHours,
  timeZone: string,
  from: Date,
  days: number,
  special: readonly SpecialHours[] = [],
): { start: Date; end: Date }[] {
  const today = zoned(from, timeZone);
  const windows: { start: Date; end: Date }[] = [];
  for (let d = 0; d < days; d++) {
    const day = nextDay(today.day, d);
    for (const w of windowsOn(day, (today.weekday + d) % 7, hours, special)) {
      windows.push({
        start: instantAt(day, hhmmToMinutes(w.opens), timeZone),
        end: instantAt(day, hhmmToMinutes(w.closes), timeZone),
      });
    }
  }
  windows.sort((a, b) => a.start.getTime() - b.start.getTime());
  // Windows that touch are one opening: 18:00-24:00 then 00:00-02:00 (a night past midnight, or
  // back-to-back special hours) must not read as closing, or taking no orders, at midnight.
  const merged: { start: Date; end: Date }[] = [];
  for (const w of windows) {
    const last = merged.at(-1);
    if (last && w.start.getTime() <= last.end.getTime()) {
      if (w.end > last.end) last.end = w.end;
    } else merged.push({ ...w });
  }
  return merged;
}

/** Whether the kitchen cooks at `now`, and when that next changes (null: not within a week). */
export function kitchenStatusAt(
  hours: WeeklyHours,
  timeZone: string,
  now: Date,
  special: readonly SpecialHours[] = [],
): { open: boolean; changesAt: Date | null } {
  const windows = openingWindows(
    hours,
    timeZone,
    new Date(now.getTime() - 24 * 60 * MINUTE),
    9,
    special,
  );
  const current = windows.find((w) => w.start <= now && now < w.end);
  if (current) return { open: true, changesAt: current.end };
  return { open: false, changesAt: nextOpeningAfter(hours, timeZone, now, special, windows) };
}

/**
 * The start of the first window after `now` (null: none within a week, or within a long
 * closure's length after it). `seen`: windows already built from the day before `now`.
 */
export function nextOpeningAfter(
  hours: WeeklyHours,
  timeZone: string,
  now: Date,
  special: readonly SpecialHours[] = [],
  seen?: { start: Date; end: Date }[],
): Date | null {
  const from = new Date(now.getTime() - 24 * 60 * MINUTE);
  const week = seen ?? openingWindows(hours, timeZone, from, 9, special);
  const next = week.find((w) => w.start > now);
  if (next || special.length === 0) return next?.start ?? null;
  // Only a long closure hides every window of the week: look past it (rarely, so cheap enough).
  const later = openingWindows(hours, timeZone, from, 9 + MAX_SPECIAL_HOURS_DAYS, special);
  return later.find((w) => w.start > now)?.start ?? null;
}

export interface SlotRules {
  hours: WeeklyHours;
  /** Holidays and special hours, which replace the week's hours on their days. */
  specialHours?: readonly SpecialHours[];
  timeZone: string;
  /** No order is taken for later than this many minutes before a window closes. */
  lastOrderMinutes: number;
  /** Cooking (and, for delivery, travel) time: the earliest slot starts this far from now. */
  leadMinutes: number;
  slotMinutes: number;
  /** Today and tomorrow, by default. */
  days?: number;
}

/** The slots an order can be placed for, from `now`: inside opening hours, never too soon. */
export function orderSlots(rules: SlotRules, now: Date): { start: Date; end: Date }[] {
  const earliest = now.getTime() + rules.leadMinutes * MINUTE;
  const step = rules.slotMinutes * MINUTE;
  const slots: { start: Date; end: Date }[] = [];
  for (const w of openingWindows(
    rules.hours,
    rules.timeZone,
    now,
    rules.days ?? 2,
    rules.specialHours,
  )) {
    // The last slot may end at closing; the kitchen needs the lead time before it to cook.
    const lastStart = w.end.getTime() - step;
    const lastOrderAt = w.end.getTime() - rules.lastOrderMinutes * MINUTE;
    for (let t = w.start.getTime(); t <= lastStart; t += step) {
      if (t < earliest || t - rules.leadMinutes * MINUTE > lastOrderAt) continue;
      slots.push({ start: new Date(t), end: new Date(t + step) });
    }
  }
  return slots;
}
