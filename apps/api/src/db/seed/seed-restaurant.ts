import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  EVERY_DAY_9_TO_9,
} from '@ninetonine/contract';
import type { Database } from '../client';
import { offers, restaurantSettings } from '../schema/index';

/**
 * The restaurant's settings as a new installation starts with: every day 09:00-21:00 in India,
 * last order 20:45, in Indian rupees (en-IN), ₹40 delivery (free from ₹499, minimum ₹149), 5% tax included in the prices.
 * Admins change them later; the seed never overwrites a row that exists.
 */
export const DEFAULT_RESTAURANT_SETTINGS = {
  id: 'main',
  name: 'NineToNine',
  timeZone: DEFAULT_TIME_ZONE,
  locale: DEFAULT_LOCALE,
  currency: DEFAULT_CURRENCY,
  openingHours: EVERY_DAY_9_TO_9,
  // Windows close at 21:00: no new cooking after 20:45.
  lastOrderMinutes: 15,
  preparationMinutes: 25,
  deliveryMinutes: 30,
  slotMinutes: 30,
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
} satisfies typeof restaurantSettings.$inferInsert;

/** Demo coupons, open-ended: one per kind of term the checkout understands. */
export const DEMO_COUPONS = [
  {
    code: 'WELCOME10',
    title: '10% off your first order',
    description: 'Take 10% off an order of ₹299 or more (up to ₹100). Once per customer.',
    discountType: 'percent',
    discountValue: 10,
    minOrderMinor: 299_00,
    maxDiscountMinor: 100_00,
    usageLimitPerCustomer: 1,
  },
  {
    code: 'FLAT50',
    title: '₹50 off delivery orders',
    description: 'Take ₹50 off a delivery order of ₹499 or more.',
    discountType: 'amount',
    discountValue: 50_00,
    minOrderMinor: 499_00,
    appliesTo: 'delivery',
  },
  {
    code: 'PICKUP15',
    title: '15% off when you pick up',
    description: 'Collect your order from the kitchen and take 15% off (up to ₹150).',
    discountType: 'percent',
    discountValue: 15,
    maxDiscountMinor: 150_00,
    appliesTo: 'pickup',
  },
] satisfies (typeof offers.$inferInsert)[];

/**
 * Creates the settings row if there is none. Runs on every start (checkout cannot work without
 * it), also on a database seeded before the row existed.
 */
export async function seedRestaurantSettings(db: Database): Promise<void> {
  await db.insert(restaurantSettings).values(DEFAULT_RESTAURANT_SETTINGS).onConflictDoNothing();
}

/** Adds the demo coupons that are missing (by code); an edited or used one is left alone. */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db.insert(offers).values(DEMO_COUPONS).onConflictDoNothing({ target: offers.code });
}
