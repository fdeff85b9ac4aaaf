import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

/**
 * The areas the restaurant delivers to (decision 0047): postcodes, whole ("560038") or as a
 * prefix ("560*"), stored compact and upper-cased. A fee or minimum left null is the
 * restaurant's standard one (restaurant_settings). An optional centre (decision 0084) turns a
 * device's position into a PIN code without an outside geocoder: a position within the radius
 * is taken as the centre's postcode.
 */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: idColumn(),
    name: text('name').notNull(),
    postcodes: text('postcodes').array().notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor'),
    minimumOrderMinor: integer('minimum_order_minor'),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    centreLat: doublePrecision('centre_lat'),
    centreLng: doublePrecision('centre_lng'),
    centreRadiusM: integer('centre_radius_m'),
    centrePostcode: text('centre_postcode'),
    /** Cash on delivery offered here (decision 0090); on by default, as before it existed. */
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_areas_name_idx').on(sql`lower(${t.name})`),
    check(
      'delivery_areas_money_non_negative',
      sql`coalesce(${t.deliveryFeeMinor}, 0) >= 0 AND coalesce(${t.minimumOrderMinor}, 0) >= 0`,
    ),
    check('delivery_areas_extra_minutes_range', sql`${t.extraMinutes} BETWEEN 0 AND 240`),
    // A centre is whole or absent: a position needs all four to become a postcode.
    check(
      'delivery_areas_centre_whole',
      sql`num_nulls(${t.centreLat}, ${t.centreLng}, ${t.centreRadiusM}, ${t.centrePostcode}) IN (0, 4)`,
    ),
    check(
      'delivery_areas_centre_range',
      sql`${t.centreLat} BETWEEN -90 AND 90 AND ${t.centreLng} BETWEEN -180 AND 180 AND ${t.centreRadiusM} BETWEEN 100 AND 100000`,
    ),
  ],
);
