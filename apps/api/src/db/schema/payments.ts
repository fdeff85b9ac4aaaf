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
import type { OnlinePaymentProvider, RefundStatus } from '@ninetonine/contract';
import { createdAt, idColumn, timestampTz, updatedAt } from './columns';
import { dineInTabs } from './dine-in';
import { orders } from './orders';
import { users } from './users';

/**
 * Each hosted-page link opened for an order (decision 0061): the first at checkout, another for
 * each fresh attempt. A return or webhook names a link: its order is the one it was made for.
 * Its subject is an order or a dine-in tab paid online (decision 0100): exactly one of the two.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    /** The provider's id (plink_…). */
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    tabId: text('tab_id').references(() => dineInTabs.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OnlinePaymentProvider>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    shortUrl: text('short_url').notNull(),
    /**
     * What the provider's payment events name the attempt by when they do not name it (Razorpay:
     * the link's `order_id`, the only tie a `payment.captured` or `payment.failed` carries).
     * Known once the provider says it: at creation, a fetch, or the cancel (issue 31, item 3).
     */
    providerOrderId: text('provider_order_id'),
    /**
     * The provider's payment a tab's link took (decision 0100): a return and its webhook name the
     * same one; another payment on the paid link is not the one applied. Orders keep theirs.
     */
    providerPaymentId: text('provider_payment_id'),
    /**
     * created (open), paid, cancelled (by us), expired, or unmatched (paid at the provider but
     * not kept by its tab: refunded, decision 0100).
     */
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_links_order_idx').on(t.orderId, t.createdAt),
    index('payment_links_tab_idx').on(t.tabId, t.createdAt),
    check('payment_links_one_subject', sql`(${t.orderId} IS NULL) <> (${t.tabId} IS NULL)`),
    uniqueIndex('payment_links_provider_order_idx').on(t.providerOrderId),
    // Reconciliation's look at every link still open (issue 31, item 3).
    index('payment_links_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
  ],
);

/**
 * Every provider event applied, by what its signature covers (`event_id` holds `sha256:` of the
 * signed body, decision 0074; the event-id header is not signed): a webhook delivered twice, on
 * two instances at once, or replayed with a fresh event id, is applied once (the unique key
 * decides, inside the change's transaction).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<OnlinePaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Money given back through the provider. The system's refunds are one row per provider payment
 * (the partial unique key makes "exactly once"): a paid order cancelled or rejected, or a payment
 * we could not accept (a second one, one after expiry, a wrong amount). Staff refunds (decision
 * 0080) and refunds made in the provider's dashboard (decision 0079) are one row each, whole or
 * part; a retry of a refused refund is a new row naming the one it retries (once: unique).
 * Written in the change's transaction; the provider is asked after commit (the row claimed,
 * never locked over the call), and again by
 * reconciliation until it answers.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: idColumn(),
    /** Its subject: an order, or a dine-in tab whose payment it did not keep (decision 0100). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    tabId: text('tab_id').references(() => dineInTabs.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OnlinePaymentProvider>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /**
     * Why: cancelled, rejected, duplicate, after_expiry, wrong_amount, not_awaiting, outside; a
     * tab's: wrong_amount, not_payable, more_than_owed.
     */
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /**
     * Claimed by one sender until then (issue 31, item 3): the claim is committed before the
     * provider is called, so no transaction stays open over a provider's answer.
     */
    claimedUntil: timestampTz('claimed_until'),
    /**
     * Made outside the shop (the provider's dashboard), learnt from its webhook: recorded so the
     * order's money state follows, never sent (issue 31, item 3).
     */
    madeOutside: boolean('made_outside').notNull().default(false),
    /** The provider's own words when it refused the refund (a 4xx other than 429). */
    failureReason: text('failure_reason'),
    /** The admin who asked for it; null: the system's (a cancel, a reject, a stray payment). */
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The refused refund this one retries (a new row: a new idempotency key at the provider). */
    retryOf: text('retry_of'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_idx')
      .on(t.providerPaymentId)
      .where(sql`${t.requestedBy} IS NULL AND ${t.retryOf} IS NULL AND ${t.madeOutside} = false`),
    uniqueIndex('payment_refunds_retry_idx').on(t.retryOf),
    // A provider's refund is one row (a dashboard refund's created and processed events race).
    uniqueIndex('payment_refunds_provider_refund_idx').on(t.providerRefundId),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_tab_idx').on(t.tabId),
    check('payment_refunds_one_subject', sql`(${t.orderId} IS NULL) <> (${t.tabId} IS NULL)`),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_refunds_status_valid', sql`${t.status} IN ('pending', 'refunded', 'failed')`),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
