import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foods } from './catalog';
import { createdAt, idColumn, ownerId, timestampTz } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * A customer's rating of one delivered or collected order (decision 0086): one per order,
 * changeable until `created_at` + RATING_EDIT_DAYS. The owner is the order's, never sent.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: idColumn(),
    orderId: ownerId('order_id', () => orders.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_ratings_order_idx').on(t.orderId),
    // The dashboard's weekly trend reads a range of first-rated times.
    index('order_ratings_created_idx').on(t.createdAt),
    check('order_ratings_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
    check('order_ratings_comment_length', sql`char_length(${t.comment}) <= 500`),
  ],
);

/**
 * 👍/👎 per dish of a rated order. The dish is referenced by id (its edits keep the vote) and
 * its name is kept as ordered, so the rating reads the same after a rename.
 */
export const dishRatings = pgTable(
  'dish_ratings',
  {
    ratingId: ownerId('rating_id', () => orderRatings.id),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    liked: boolean('liked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ratingId, t.foodId] }),
    index('dish_ratings_food_idx').on(t.foodId),
  ],
);

/**
 * Each dish's votes, kept by the rating write in its own transaction: the menu reads one row per
 * dish instead of counting votes on every (cached, server-rendered) read.
 */
export const dishRatingTotals = pgTable(
  'dish_rating_totals',
  {
    foodId: text('food_id')
      .primaryKey()
      .references(() => foods.id, { onDelete: 'cascade' }),
    up: integer('up').notNull(),
    down: integer('down').notNull(),
  },
  (t) => [check('dish_rating_totals_counts', sql`${t.up} >= 0 AND ${t.down} >= 0`)],
);

/** Staff's private replies to a rating, each mailed to the customer through the mail queue. */
export const ratingReplies = pgTable(
  'rating_replies',
  {
    id: idColumn(),
    ratingId: ownerId('rating_id', () => orderRatings.id),
    text: text('text').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('rating_replies_rating_idx').on(t.ratingId, t.createdAt),
    check('rating_replies_text_length', sql`char_length(${t.text}) <= 1000`),
  ],
);
