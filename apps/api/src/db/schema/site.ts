import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** Offers and coupons; checkout (a later wave) applies them. */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 'percent' or 'amount'. */
    discountType: text('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    minOrderMinor: integer('min_order_minor').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('offers_active_idx').on(t.isActive)],
);
