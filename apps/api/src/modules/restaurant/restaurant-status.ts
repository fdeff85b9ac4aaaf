import { kitchenStatusAt, openingWindows, type FulfilmentMethod } from '@ninetonine/contract';
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
  'openingHours' | 'timeZone' | 'acceptingOrders' | 'deliveryEnabled' | 'pickupEnabled'
>;

const DAY_MS = 86_400_000;

/** The kitchen's state at `now`, in the restaurant's own time zone. Pure: tests pass a clock. */
export function restaurantStatusAt(settings: StatusInput, now: Date): RestaurantStatus {
  const { openingHours, timeZone } = settings;
  const { open, changesAt } = kitchenStatusAt(openingHours, timeZone, now);
  // From yesterday, as kitchenStatusAt looks: a window after midnight may have begun then.
  const next = openingWindows(openingHours, timeZone, new Date(now.getTime() - DAY_MS), 9).find(
    (w) => w.start > now,
  );
  const fulfilment: FulfilmentMethod[] = [];
  if (settings.acceptingOrders) {
    if (settings.deliveryEnabled) fulfilment.push('delivery');
    if (settings.pickupEnabled) fulfilment.push('pickup');
  }
  return { open, changesAt, nextOpeningAt: next?.start ?? null, fulfilment };
}
