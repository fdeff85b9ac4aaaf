import type { RestaurantFormat, SpecialHours, WeeklyHours } from '@ninetonine/contract';
import { EVERY_DAY_9_TO_9, kitchenStatusAt, restaurantFormat } from '@ninetonine/contract/core';

/**
 * Whether the kitchen is cooking at `now` by its own clock (`format`'s zone, wherever the
 * customer browses from), the time of the next change ('' if none soon) and its day when not
 * today ('tomorrow', 'Mon, 2 Jun'), so "opens tomorrow at 09:00" reads as people say it (issue
 * 34, item 20). Until (or if never) the server's settings arrive: every day 9:00 to 21:00, in
 * the default zone.
 */
export function kitchenStatus(
  now: Date = new Date(),
  hours: WeeklyHours = EVERY_DAY_9_TO_9,
  format: RestaurantFormat = restaurantFormat(),
  specialHours: readonly SpecialHours[] = [],
): { open: boolean; until: string; day: string } {
  // Holidays and special hours win over the week's hours, as on the server.
  const status = kitchenStatusAt(hours, format.settings.timeZone, now, specialHours);
  if (!status.changesAt) return { open: status.open, until: '', day: '' };
  const day = format.dayLabel(status.changesAt, now);
  return {
    open: status.open,
    until: format.clock(status.changesAt),
    day: day === 'Today' ? '' : day === 'Tomorrow' ? 'tomorrow' : day,
  };
}

/** "until 21:00", "opens tomorrow at 09:00", "opens Mon, 2 Jun at 09:00". */
export function kitchenChange(status: { open: boolean; until: string; day: string }): string {
  if (!status.until) return '';
  const at = status.day ? `${status.day} at ${status.until}` : status.until;
  return status.open ? `until ${at}` : `opens ${status.day ? at : `at ${at}`}`;
}
