import { kitchenStatusAt, nextOpeningAfter, type FulfilmentMethod } from '@ninetonine/contract';
import type { RestaurantSettingsRecord } from './restaurant.repository';

export interface RestaurantStatus {
  /** Inside an opening window at `now`. */
  open: boolean;
  /** The next opening or closing; null when closed for over a week. */
  changesAt: Date | null;
  /** The start of the next window after `now`, whether open now or not. */
  nextOpeningAt: Date | null;
  /** The ways an order can be taken, for now or a later slot; none while orders are paused. */
  fulfilment: FulfilmentMethod[];
}

type StatusInput = Pick<
  RestaurantSettingsRecord,
  | 'openingHours'
  | 'specialHours'
  | 'timeZone'
  | 'acceptingOrders'
  | 'deliveryEnabled'
  | 'pickupEnabled'
>;

/** The kitchen's state at `now`, in the restaurant's own time zone. Pure: tests pass a clock. */
export function restaurantStatusAt(settings: StatusInput, now: Date): RestaurantStatus {
  const { openingHours, specialHours, timeZone } = settings;
  const { open, changesAt } = kitchenStatusAt(openingHours, timeZone, now, specialHours);
  const nextOpeningAt = open
    ? nextOpeningAfter(openingHours, timeZone, now, specialHours)
    : changesAt;
  const fulfilment: FulfilmentMethod[] = [];
  if (settings.acceptingOrders) {
    if (settings.deliveryEnabled) fulfilment.push('delivery');
    if (settings.pickupEnabled) fulfilment.push('pickup');
  }
  return { open, changesAt, nextOpeningAt, fulfilment };
}
