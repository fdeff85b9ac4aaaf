import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

/**
 * The areas the restaurant delivers to (decision 0047): postcodes, whole ("560038") or as a
 * prefix ("560*"), stored compact and upper-cased. A fee or minimum left null is the
 * restaurant's standard one (restaurant_settings).
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
    /** The area's middle, roughly: a rider's distance and arrival time aim at it (decision 0083). */
    centreLat: doublePrecision('centre_lat'),
    centreLng: doublePrecision('centre_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_areas_name_idx').on(sql`lower(${t.name})`),
    check(
      'delivery_areas_money_non_negative',
      sql`coalesce(${t.deliveryFeeMinor}, 0) >= 0 AND coalesce(${t.minimumOrderMinor}, 0) >= 0`,
    ),
    check(
      'delivery_areas_centre_valid',
      sql`(${t.centreLat} IS NULL) = (${t.centreLng} IS NULL) AND coalesce(${t.centreLat} BETWEEN -90 AND 90, true) AND coalesce(${t.centreLng} BETWEEN -180 AND 180, true)`,
    ),
    check('delivery_areas_extra_minutes_range', sql`${t.extraMinutes} BETWEEN 0 AND 240`),
  ],
);
