import { kitchenStatus } from '@/lib/kitchen-hours';
import { useMinuteClock } from '@/lib/minute-clock';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useRestaurant } from './api/get-restaurant';

export interface KitchenState {
  open: boolean;
  /** The time of the next opening or closing, in the kitchen's clock ('' when none soon). */
  until: string;
  /** Its day when not today: 'tomorrow', or the date ('' for today). */
  day: string;
  /** Open, but the restaurant has paused new orders. */
  paused: boolean;
  /** From the restaurant's own settings (false while the default hours stand in for them). */
  known: boolean;
  /** Minutes busy mode adds to every estimate now (0: not busy). */
  busyMinutes: number;
  /** A timed pause now: its reason and the clock time ordering resumes (decision 0081). */
  pause: { reason: string; resumesAt: string } | null;
}

/**
 * The kitchen's state now, re-checked every minute (the server's render time while hydrating): from the server's hours and time zone once
 * GET /restaurant answers, from the default 9-to-9 hours until then (or if it fails).
 */
export function useKitchenStatus(): KitchenState {
  const restaurant = useRestaurant();
  const settings = restaurant.data?.settings;
  const now = useMinuteClock();
  const format = useRestaurantFormat();
  const status = kitchenStatus(
    new Date(now),
    settings?.openingHours,
    format,
    settings?.specialHours,
  );
  // The controls end at their stored instants: compared with this clock, not re-fetched.
  const controls = restaurant.data?.status.controls;
  const busy = controls?.busy && Date.parse(controls.busy.until) > now ? controls.busy : null;
  const pause = controls?.pause && Date.parse(controls.pause.until) > now ? controls.pause : null;
  return {
    ...status,
    paused: Boolean(settings && status.open && (!settings.acceptingOrders || pause)),
    busyMinutes: busy?.extraMinutes ?? 0,
    pause: pause && { reason: pause.reason, resumesAt: format.clock(pause.until) },
    known: settings !== undefined,
  };
}
