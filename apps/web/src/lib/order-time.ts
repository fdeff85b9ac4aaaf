import { DEFAULT_TIME_ZONE } from '@ninetonine/contract/core';

const DAY = 24 * 60 * 60 * 1000;

const dayOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);

const clock = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** "Today", "Tomorrow" or "Mon 24 Nov", by the kitchen's calendar. */
export function dayLabel(date: Date, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const day = dayOf(date, timeZone);
  if (day === dayOf(now, timeZone)) return 'Today';
  if (day === dayOf(new Date(now.getTime() + DAY), timeZone)) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** "Today 18:30" */
export function formatOrderTime(iso: string, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso);
  return `${dayLabel(date, now, timeZone)} ${clock(date, timeZone)}`;
}

/** "18:30–19:00" */
export function slotTimes(slot: { start: string; end: string }, timeZone = DEFAULT_TIME_ZONE) {
  return `${clock(new Date(slot.start), timeZone)}–${clock(new Date(slot.end), timeZone)}`;
}

/** The quote's slots by kitchen day, in order: [["Today", slots], ["Tomorrow", slots]]. */
export function slotsByDay<S extends { start: string; end: string }>(
  slots: S[],
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): [string, S[]][] {
  const groups = new Map<string, S[]>();
  for (const slot of slots) {
    const label = dayLabel(new Date(slot.start), now, timeZone);
    groups.set(label, [...(groups.get(label) ?? []), slot]);
  }
  return [...groups];
}
