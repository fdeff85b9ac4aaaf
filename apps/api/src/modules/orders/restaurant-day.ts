import { orderDay } from './order-identity';

const DAY_MS = 86_400_000;

/** How far the wall clock in `timeZone` is ahead of UTC at `at`, in ms (whole seconds). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the restaurant's day `day` (2026-11-23) begins in `timeZone`. */
export function localMidnight(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // Guess with the offset at the wall time read as UTC, then correct once (DST edges).
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The restaurant's days `from`..`to` (inclusive) as instants [start, end); `from` defaults to
 * the restaurant's today at `now`, `to` to `from`.
 */
export function restaurantDays(
  query: { from?: string; to?: string },
  timeZone: string,
  now: Date,
): { from: string; to: string; start: Date; end: Date } {
  const from = query.from ?? orderDay(now, timeZone).key;
  const to = query.to ?? from;
  return {
    from,
    to,
    start: localMidnight(from, timeZone),
    end: localMidnight(nextDay(to), timeZone),
  };
}
