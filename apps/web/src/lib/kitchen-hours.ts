import type { WeeklyHours } from '@ninetonine/contract';
import { DEFAULT_TIME_ZONE, EVERY_DAY_9_TO_9, kitchenStatusAt } from '@ninetonine/contract/core';

/** The kitchen's clock: it cooks in its own time zone, wherever the customer browses from. */
export const KITCHEN_TIME_ZONE = DEFAULT_TIME_ZONE;

export interface KitchenHours {
  openingHours: WeeklyHours;
  timeZone: string;
}

/** Used until (or if never) the server's settings arrive: every day 9:00 to 21:00. */
export const FALLBACK_HOURS: KitchenHours = {
  openingHours: EVERY_DAY_9_TO_9,
  timeZone: KITCHEN_TIME_ZONE,
};

/** "21:00", or "Mon 09:00" when the change is on another day of the kitchen's calendar. */
export function kitchenTimeLabel(at: Date, now: Date, timeZone: string): string {
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short' }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  if (day(at) === day(now)) return time;
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(at);
  return `${weekday} ${time}`;
}

/** Whether the kitchen is cooking at `now`, and the time of the next change ('' if none soon). */
export function kitchenStatus(
  now: Date = new Date(),
  hours: KitchenHours = FALLBACK_HOURS,
): { open: boolean; until: string } {
  const status = kitchenStatusAt(hours.openingHours, hours.timeZone, now);
  return {
    open: status.open,
    until: status.changesAt ? kitchenTimeLabel(status.changesAt, now, hours.timeZone) : '',
  };
}
