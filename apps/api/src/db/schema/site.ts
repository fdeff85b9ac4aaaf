import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { OfferSegment } from '@ninetonine/contract';
import { createdAt, idColumn, timestampTz, updatedAt } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    /** When staff marked it read; null: unread. */
    readAt: timestampTz('read_at'),
  },
  (t) => [
    // The inbox reads newest first, a page at a time.
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id),
    // The unread count stays cheap however long the inbox grows.
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

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
    startsAt: timestampTz('starts_at'),
    endsAt: timestampTz('ends_at'),
    /** 'any', 'delivery' or 'pickup'. */
    appliesTo: text('applies_to').notNull().default('any'),
    /** Cap on a percent discount; null: no cap. */
    maxDiscountMinor: integer('max_discount_minor'),
    /** Null: unlimited. */
    usageLimitTotal: integer('usage_limit_total'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    /** Bumped by a conditional update in the order transaction, so the total limit holds. */
    timesUsed: integer('times_used').notNull().default(0),
    /** Who may use it (decision 0091): null anyone, or one of the contract's offerSegments. */
    segment: text('segment').$type<OfferSegment>(),
    /** top_customers only: the spend (minor units) that makes a top customer. */
    segmentMinSpendMinor: integer('segment_min_spend_minor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_active_idx').on(t.isActive),
    check('offers_discount_type_valid', sql`${t.discountType} IN ('percent', 'amount')`),
    check(
      'offers_discount_value_range',
      sql`${t.discountValue} > 0 AND (${t.discountType} <> 'percent' OR ${t.discountValue} <= 100)`,
    ),
    check('offers_applies_to_valid', sql`${t.appliesTo} IN ('any', 'delivery', 'pickup')`),
    check(
      'offers_segment_valid',
      sql`(${t.segment} IS NULL AND ${t.segmentMinSpendMinor} IS NULL) OR (${t.segment} IN ('first_order', 'lapsed_30_days') AND ${t.segmentMinSpendMinor} IS NULL) OR (${t.segment} = 'top_customers' AND ${t.segmentMinSpendMinor} > 0)`,
    ),
    check(
      'offers_usage_within_limit',
      sql`${t.usageLimitTotal} IS NULL OR ${t.timesUsed} <= ${t.usageLimitTotal}`,
    ),
  ],
);
