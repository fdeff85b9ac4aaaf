import {
  kitchenStatusAt,
  nextOpeningAfter,
  type CheckoutFulfilmentMethod,
} from '@ninetonine/contract';
import type { RestaurantSettingsRecord } from './restaurant.repository';

export interface RestaurantStatus {
  /** Inside an opening window at `now`. */
  open: boolean;
  /** The next opening or closing; null when closed for over a week. */
  changesAt: Date | null;
  /** The start of the next window after `now`, whether open now or not. */
  nextOpeningAt: Date | null;
  /** The ways an order can be taken, for now or a later slot; none while orders are paused. */
  fulfilment: CheckoutFulfilmentMethod[];
  /** Busy mode, while its end time is ahead (decision 0081). */
  busy: { extraMinutes: number; until: Date } | null;
  /** A timed pause of new orders, while its end time is ahead. */
  pause: { reason: string; until: Date } | null;
}

type ControlsInput = Pick<
  RestaurantSettingsRecord,
  'busyUntil' | 'busyExtraMinutes' | 'pausedUntil' | 'pauseReason'
>;

/** The controls in force at `now`: each is over once its stored end time has passed, no job. */
export function kitchenControlsAt(
  settings: ControlsInput,
  now: Date,
): Pick<RestaurantStatus, 'busy' | 'pause'> {
  const { busyUntil, pausedUntil } = settings;
  return {
    busy:
      busyUntil && busyUntil > now && settings.busyExtraMinutes > 0
        ? { extraMinutes: settings.busyExtraMinutes, until: busyUntil }
        : null,
    pause:
      pausedUntil && pausedUntil > now
        ? { reason: settings.pauseReason, until: pausedUntil }
        : null,
  };
}

/** Minutes busy mode adds at `now` to every estimate and slot (0 when it is off or over). */
export const busyExtraMinutesAt = (settings: ControlsInput, now: Date): number =>
  kitchenControlsAt(settings, now).busy?.extraMinutes ?? 0;

type StatusInput = Pick<
  RestaurantSettingsRecord,
  | 'openingHours'
  | 'specialHours'
  | 'timeZone'
  | 'acceptingOrders'
  | 'deliveryEnabled'
  | 'pickupEnabled'
> &
  ControlsInput;

/** The kitchen's state at `now`, in the restaurant's own time zone. Pure: tests pass a clock. */
export function restaurantStatusAt(settings: StatusInput, now: Date): RestaurantStatus {
  const { openingHours, specialHours, timeZone } = settings;
  const { open, changesAt } = kitchenStatusAt(openingHours, timeZone, now, specialHours);
  const nextOpeningAt = open
    ? nextOpeningAfter(openingHours, timeZone, now, specialHours)
    : changesAt;
  const controls = kitchenControlsAt(settings, now);
  const fulfilment: CheckoutFulfilmentMethod[] = [];
  if (settings.acceptingOrders && !controls.pause) {
    if (settings.deliveryEnabled) fulfilment.push('delivery');
    if (settings.pickupEnabled) fulfilment.push('pickup');
  }
  return { open, changesAt, nextOpeningAt, fulfilment, ...controls };
}
