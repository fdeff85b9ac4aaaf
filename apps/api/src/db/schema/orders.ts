import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  FulfilmentMethod,
  OnlinePaymentProvider,
  OrderStatus,
  OrderPaymentMethod,
  OrderUpdateChannel,
  PaymentStatus,
} from '@ninetonine/contract';
import { foods } from './catalog';
import { dineInTabs } from './dine-in';
import { createdAt, idColumn, ownerId, timestampTz, updatedAt } from './columns';
import { offers } from './site';
import { users } from './users';

/** The delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  label: string;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  notes: string;
}

const statusList = sql.raw(
  `'awaiting_payment','placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','served','cancelled','rejected','expired'`,
);
const paymentStatusList = sql.raw(
  `'due_on_handover','pending','paid','failed','expired','refund_pending','refunded','refund_failed'`,
);

/** An option chosen on an order line, named and priced as it was sold. */
export interface OrderLineOptionSnapshot {
  group: string;
  name: string;
  priceDeltaMinor: number;
}

/** An order: totals in minor units, computed by the server in one transaction (decision 0017). */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    /** Readable on the phone: local day and per-day sequence, e.g. 1123-042. */
    number: text('number').notNull(),
    /** The restaurant's calendar day the number belongs to (2026-11-23): unique together. */
    numberDay: text('number_day').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    fulfilment: text('fulfilment').$type<FulfilmentMethod>().notNull(),
    paymentMethod: text('payment_method').$type<OrderPaymentMethod>().notNull(),
    /** The client's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull(),
    /** The rider's tip (decision 0085): in the total, never taxed, 100% to the rider. */
    tipMinor: integer('tip_minor').notNull().default(0),
    /** Cash rounding (decision 0051): total = exact total + this, -49…+50. */
    roundingMinor: integer('rounding_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    offerId: text('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code'),
    address: jsonb('address').$type<AddressSnapshot>(),
    pickupAddress: text('pickup_address'),
    scheduledFor: timestampTz('scheduled_for'),
    estimatedAt: timestampTz('estimated_at'),
    note: text('note').notNull().default(''),
    /** "Leave at the door": the rider hands nothing over (delivery only). */
    contactless: boolean('contactless').notNull().default(false),
    /** Where the kitchen reaches the customer; null on orders placed before it was kept. */
    contactPhone: text('contact_phone'),
    /** Order updates to the contact phone by whatsapp or sms, chosen at checkout (0092). */
    updatesChannel: text('updates_channel').$type<OrderUpdateChannel>().notNull().default('none'),
    /** Where the order's money stands (decision 0061); cash orders stay due_on_handover. */
    paymentStatus: text('payment_status')
      .$type<PaymentStatus>()
      .notNull()
      .default('due_on_handover'),
    paymentProvider: text('payment_provider').$type<OnlinePaymentProvider>(),
    /** An unpaid online order expires then (ONLINE_PAYMENT_TTL_SECONDS after it was placed). */
    paymentExpiresAt: timestampTz('payment_expires_at'),
    paidAt: timestampTz('paid_at'),
    /** The provider's id of the one payment accepted for this order. */
    providerPaymentId: text('provider_payment_id'),
    /** The rider carrying a delivery (decision 0083); kept after delivery: who delivered it. */
    riderId: text('rider_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The rider's latest position while the order is out for delivery, nothing older: cleared by
     * the status write that takes the order out of out_for_delivery (decision 0083).
     */
    riderLat: doublePrecision('rider_lat'),
    riderLng: doublePrecision('rider_lng'),
    riderPositionAt: timestampTz('rider_position_at'),
    /** Where the delivery goes, roughly: its delivery area's centre when it was assigned. */
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    /** A dine-in round's tab (decision 0094); null for deliveries and pickups. */
    tabId: text('tab_id').references(() => dineInTabs.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_day_number_idx').on(t.numberDay, t.number),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The dashboard's days and the export's ranges are placed-time ranges over every status.
    index('orders_created_idx').on(t.createdAt),
    check('orders_status_valid', sql`${t.status} IN (${statusList})`),
    check('orders_fulfilment_valid', sql`${t.fulfilment} IN ('delivery', 'pickup', 'dine_in')`),
    // A round belongs to a tab and is paid with it; nothing else is.
    check(
      'orders_dine_in_on_tab',
      sql`(${t.fulfilment} = 'dine_in') = (${t.tabId} IS NOT NULL) AND (${t.fulfilment} = 'dine_in') = (${t.paymentMethod} = 'pay_at_table')`,
    ),
    index('orders_tab_idx')
      .on(t.tabId)
      .where(sql`${t.tabId} IS NOT NULL`),
    check('orders_updates_channel_valid', sql`${t.updatesChannel} IN ('whatsapp', 'sms', 'none')`),
    check(
      'orders_payment_valid',
      sql`${t.paymentMethod} IN ('cash_on_delivery', 'pay_at_pickup', 'online', 'pay_at_table')`,
    ),
    check('orders_payment_status_valid', sql`${t.paymentStatus} IN (${paymentStatusList})`),
    // Never both unpaid and accepted: only a paid (or refunded) online order leaves the wait.
    check(
      'orders_online_paid_before_kitchen',
      sql`${t.paymentMethod} <> 'online' OR ${t.status} IN ('awaiting_payment', 'expired', 'cancelled') OR ${t.paymentStatus} IN ('paid', 'refund_pending', 'refunded', 'refund_failed')`,
    ),
    uniqueIndex('orders_provider_payment_idx').on(t.providerPaymentId),
    index('orders_awaiting_payment_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check(
      'orders_delivery_has_address',
      sql`${t.fulfilment} <> 'delivery' OR ${t.address} IS NOT NULL`,
    ),
    index('orders_rider_idx')
      .on(t.riderId)
      .where(sql`${t.riderId} IS NOT NULL`),
    check(
      'orders_rider_position_whole',
      sql`(${t.riderLat} IS NULL) = (${t.riderLng} IS NULL) AND (${t.riderLat} IS NULL) = (${t.riderPositionAt} IS NULL)`,
    ),
    check(
      'orders_rider_position_only_out',
      sql`${t.riderLat} IS NULL OR ${t.status} = 'out_for_delivery'`,
    ),
    check(
      'orders_totals_consistent',
      sql`${t.totalMinor} >= 0 AND ${t.discountMinor} >= 0 AND ${t.subtotalMinor} >= 0`,
    ),
    check(
      'orders_tip_delivery_only',
      sql`${t.tipMinor} >= 0 AND (${t.tipMinor} = 0 OR ${t.fulfilment} = 'delivery')`,
    ),
  ],
);

/** Each line as it was sold: the menu may change, the order does not. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: idColumn(),
    orderId: ownerId('order_id', () => orders.id),
    position: integer('position').notNull(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    size: text('size').notNull(),
    image: text('image').notNull().default(''),
    /** Includes the options' price deltas. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** The options chosen, as they were named and priced when the order was placed. */
    options: jsonb('options').$type<OrderLineOptionSnapshot[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position),
    check('order_lines_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
    check('order_lines_total', sql`${t.lineTotalMinor} = ${t.unitPriceMinor} * ${t.quantity}`),
  ],
);

/** Every status an order went through, with its time (and who moved it). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: idColumn(),
    orderId: ownerId('order_id', () => orders.id),
    status: text('status').$type<OrderStatus>().notNull(),
    reason: text('reason'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.at),
    check('order_status_history_status_valid', sql`${t.status} IN (${statusList})`),
  ],
);

/** Per-day order counters (key 2026-11-23, restaurant time); bumped in the order transaction. */
export const orderDayCounters = pgTable('order_day_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/** One row per coupon use; counted under a row lock on the offer to keep its limits. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: idColumn(),
    offerId: ownerId('offer_id', () => offers.id),
    userId: ownerId('user_id', () => users.id),
    orderId: ownerId('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_redemptions_order_idx').on(t.orderId),
    index('offer_redemptions_offer_user_idx').on(t.offerId, t.userId),
  ],
);
