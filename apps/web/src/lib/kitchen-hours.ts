import type { RestaurantFormat, SpecialHours, WeeklyHours } from '@ninetonine/contract';
import { EVERY_DAY_9_TO_9, kitchenStatusAt, restaurantFormat } from '@ninetonine/contract/core';

/**
 * Whether the kitchen is cooking at `now` by its own clock (`format`'s zone, wherever the
 * customer browses from), and the time of the next change ('' if none soon). Until (or if
 * never) the server's settings arrive: every day 9:00 to 21:00, in the default zone.
 */
export function kitchenStatus(
  now: Date = new Date(),
  hours: WeeklyHours = EVERY_DAY_9_TO_9,
  format: RestaurantFormat = restaurantFormat(),
  specialHours: readonly SpecialHours[] = [],
): { open: boolean; until: string } {
  // Holidays and special hours win over the week's hours, as on the server.
  const status = kitchenStatusAt(hours, format.settings.timeZone, now, specialHours);
  return {
    open: status.open,
    until: status.changesAt ? format.clockOrWeekday(status.changesAt, now) : '',
  };
}
