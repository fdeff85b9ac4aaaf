import { DEFAULT_RESTAURANT_SETTINGS } from '../../modules/restaurant/restaurant-defaults';
import type { Database } from '../client';
import { deliveryAreas, offers, restaurantSettings } from '../schema/index';

/**
 * The demo restaurant delivers across its city: every Bengaluru PIN code, standard terms. Its
 * centre (MG Road, 30 km) places a device anywhere in the city at 560001 (decision 0084).
 */
export const DEMO_DELIVERY_AREA = {
  id: 'bengaluru',
  name: 'Bengaluru',
  postcodes: ['560*'],
  centreLat: 12.9756,
  centreLng: 77.6066,
  centreRadiusM: 30_000,
  centrePostcode: '560001',
} satisfies typeof deliveryAreas.$inferInsert;

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
 * Creates the settings row if there is none, with the demo delivery area. Runs on every start
 * (checkout cannot work without it), also on a database seeded before the row existed; areas an
 * admin removed later are never brought back.
 */
export async function seedRestaurantSettings(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(restaurantSettings)
      .values(DEFAULT_RESTAURANT_SETTINGS)
      .onConflictDoNothing()
      .returning({ id: restaurantSettings.id });
    if (created.length > 0) {
      await tx.insert(deliveryAreas).values(DEMO_DELIVERY_AREA).onConflictDoNothing();
    }
  });
}

/** Adds the demo coupons that are missing (by code); an edited or used one is left alone. */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db.insert(offers).values(DEMO_COUPONS).onConflictDoNothing({ target: offers.code });
}
