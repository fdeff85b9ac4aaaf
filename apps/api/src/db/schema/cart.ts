import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { foods } from './catalog';
import { createdAt, idColumn, ownerId, updatedAt } from './columns';
import { users } from './users';

/** One row per user, food, size and options: adds are atomic upserts on that key. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    foodId: ownerId('food_id', () => foods.id),
    size: text('size').notNull(),
    /** The chosen option ids, sorted and comma-joined ('' for none): part of the line's key. */
    optionsKey: text('options_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The unit price (after discount) when the line was last added, to flag price changes. */
    unitPriceMinorAtAdd: integer('unit_price_minor_at_add').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_food_size_options_idx').on(
      t.userId,
      t.foodId,
      t.size,
      t.optionsKey,
    ),
    index('cart_items_user_idx').on(t.userId),
    check('cart_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);
