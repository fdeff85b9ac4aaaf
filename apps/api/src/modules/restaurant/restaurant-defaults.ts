import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  EVERY_DAY_9_TO_9,
} from '@ninetonine/contract';
import type { restaurantSettings } from '../../db/schema/index';

/**
 * The restaurant's settings as a new installation starts with: every day 09:00-21:00 in India,
 * last order 20:45, in Indian rupees (en-IN), ₹40 delivery (free from ₹499, minimum ₹149), 5% tax included in the prices.
 * Admins change them later; neither the seed nor checkout ever overwrites a row that exists.
 */
export const DEFAULT_RESTAURANT_SETTINGS = {
  id: 'main',
  name: 'NineToNine',
  timeZone: DEFAULT_TIME_ZONE,
  locale: DEFAULT_LOCALE,
  currency: DEFAULT_CURRENCY,
  country: DEFAULT_COUNTRY,
  openingHours: EVERY_DAY_9_TO_9,
  specialHours: [],
  // Windows close at 21:00: no new cooking after 20:45.
  lastOrderMinutes: 15,
  preparationMinutes: 25,
  deliveryMinutes: 30,
  slotMinutes: 30,
  scheduleDaysAhead: 7,
  deliveryEnabled: true,
  pickupEnabled: true,
  deliveryFeeMinor: 40_00,
  freeDeliveryFromMinor: 499_00,
  minimumDeliveryOrderMinor: 149_00,
  taxRateBasisPoints: 500,
  pricesIncludeTax: true,
  acceptingOrders: true,
  pickupAddress: 'NineToNine Kitchen, 9 Residency Road, Bengaluru 560025',
  phone: '+91 80 4000 9009',
  grievanceOfficerName: 'Grievance Officer, NineToNine Kitchen',
  grievanceOfficerEmail: 'grievance@ninetonine.in',
  grievanceOfficerPhone: '+91 80 4000 9009',
} satisfies typeof restaurantSettings.$inferInsert;
