/**
 * The restaurant's clock: every conversion between an instant and the restaurant's wall clock
 * goes through here (opening hours, order days, staff day ranges, the CSV export, what pages
 * show), so no part of the app reads the machine's or the browser's zone by accident
 * (docs/decisions/0037-restaurant-time-money-and-locale.md). Pure: Intl only.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;

/** A time zone the runtime knows (IANA name, e.g. Asia/Kolkata). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** One formatter per zone: building one costs far more than using it (page start-up). */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    // Only the numeric parts are read, so the locale here is not what anyone sees.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

/** `at` on the wall clock of `timeZone`. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The restaurant's calendar day of `at`: 2026-11-23. */
export function restaurantDay(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The calendar day after `day` (2026-11-23 → 2026-11-24). */
export const nextDay = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How far the wall clock in `timeZone` is ahead of UTC at `at`, in ms (whole seconds). */
export function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at `minutes` past the start of the restaurant's day `day` (2026-11-23). */
export function instantAt(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  // Guess with the offset at the wall time read as UTC, then correct once (DST edges).
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant the restaurant's day `day` (2026-11-23) begins. */
export const localMidnight = (day: string, timeZone: string) => instantAt(day, 0, timeZone);

/**
 * The restaurant's days `from`..`to` (inclusive) as instants [start, end); `from` defaults to
 * the restaurant's today at `now`, `to` to `from`.
 */
export function restaurantDays(
  query: { from?: string; to?: string },
  timeZone: string,
  now: Date,
): { from: string; to: string; start: Date; end: Date } {
  const from = query.from ?? restaurantDay(now, timeZone);
  const to = query.to ?? from;
  return {
    from,
    to,
    start: localMidnight(from, timeZone),
    end: localMidnight(nextDay(to), timeZone),
  };
}

/** `at` as the restaurant's wall-clock time with its offset: 2026-11-23T23:30:00+05:30. */
export function localIsoDateTime(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  const offsetMinutes = Math.round(offsetMs(at, timeZone) / MINUTE);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
  return `${restaurantDay(at, timeZone)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}
