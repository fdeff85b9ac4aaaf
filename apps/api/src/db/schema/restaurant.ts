import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PaymentMethod, SpecialHours, WeeklyHours } from '@ninetonine/contract';
import { timestampTz, updatedAt } from './columns';

/** The restaurant's settings: exactly one row, id 'main' (docs/decisions/0017). */
export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    id: text('id').primaryKey().default('main'),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** BCP 47 and ISO 4217: how prices and times are shown (decision 0037). */
    locale: text('locale').notNull().default('en-IN'),
    currency: text('currency').notNull().default('INR'),
    /** ISO 3166 code: the postcode and phone rules (decision 0047). */
    country: text('country').notNull().default('IN'),
    /** Monday first; an empty day is closed. */
    openingHours: jsonb('opening_hours').$type<WeeklyHours>().notNull(),
    /** Holidays and special hours, earliest first, not overlapping (decision 0048). */
    specialHours: jsonb('special_hours')
      .$type<SpecialHours[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    lastOrderMinutes: integer('last_order_minutes').notNull().default(30),
    preparationMinutes: integer('preparation_minutes').notNull().default(25),
    deliveryMinutes: integer('delivery_minutes').notNull().default(30),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    /** How many days after today customers may schedule an order for (0: today only; max 7). */
    scheduleDaysAhead: integer('schedule_days_ahead').notNull().default(7),
    deliveryEnabled: boolean('delivery_enabled').notNull().default(true),
    pickupEnabled: boolean('pickup_enabled').notNull().default(true),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    freeDeliveryFromMinor: integer('free_delivery_from_minor'),
    minimumDeliveryOrderMinor: integer('minimum_delivery_order_minor').notNull().default(0),
    /** Basis points: 500 = 5%. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    acceptingOrders: boolean('accepting_orders').notNull().default(true),
    /**
     * Kitchen controls (decision 0081): each ends at a stored instant, read against the clock
     * (no job turns them off). Busy mode adds minutes to every estimate and slot until then.
     */
    busyUntil: timestampTz('busy_until'),
    busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
    /** New orders paused until then, with the reason customers read. */
    pausedUntil: timestampTz('paused_until'),
    pauseReason: text('pause_reason').notNull().default(''),
    /** A new order of this fulfilment is accepted at once (through the order lifecycle). */
    autoAcceptDelivery: boolean('auto_accept_delivery').notNull().default(false),
    autoAcceptPickup: boolean('auto_accept_pickup').notNull().default(false),
    pickupAddress: text('pickup_address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Consumer Protection (E-Commerce) Rules 2020: who answers complaints (decision 0048). */
    grievanceOfficerName: text('grievance_officer_name').notNull().default(''),
    grievanceOfficerEmail: text('grievance_officer_email').notNull().default(''),
    grievanceOfficerPhone: text('grievance_officer_phone').notNull().default(''),
    /** The owner's policy texts (plain paragraphs); '' shows the contract's default text. */
    privacyPolicy: text('privacy_policy').notNull().default(''),
    refundPolicy: text('refund_policy').notNull().default(''),
    /** The ways to pay an admin has turned on, in the contract's order (decision 0063). */
    paymentMethodsEnabled: jsonb('payment_methods_enabled')
      .$type<PaymentMethod[]>()
      .notNull()
      .default(sql`'["cash_on_delivery","pay_at_pickup","online"]'::jsonb`),
    /** Above this cash total only online payment is offered (decision 0090); null: no cap. */
    cashOnDeliveryMaxMinor: integer('cash_on_delivery_max_minor'),
    /** The UPI id (VPA) a rider's QR pays to (decision 0090); '' shows no QR. */
    upiId: text('upi_id').notNull().default(''),
    /** GST tax invoices (decision 0082): '' while not given; no GSTIN, no invoices. */
    legalName: text('legal_name').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    fssaiLicence: text('fssai_licence').notNull().default(''),
    registeredAddress: text('registered_address').notNull().default(''),
    /** The restaurant's state, the place of supply of its service; '' reads the GSTIN's. */
    gstStateCode: text('gst_state_code').notNull().default(''),
    invoicePrefix: text('invoice_prefix').notNull().default('NTN'),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('restaurant_settings_single_row', sql`${t.id} = 'main'`),
    check(
      'restaurant_settings_money_non_negative',
      sql`${t.deliveryFeeMinor} >= 0 AND ${t.minimumDeliveryOrderMinor} >= 0 AND coalesce(${t.freeDeliveryFromMinor}, 0) >= 0 AND coalesce(${t.cashOnDeliveryMaxMinor}, 0) >= 0`,
    ),
    check('restaurant_settings_tax_range', sql`${t.taxRateBasisPoints} BETWEEN 0 AND 5000`),
    check('restaurant_settings_busy_minutes', sql`${t.busyExtraMinutes} BETWEEN 0 AND 120`),
    check('restaurant_settings_schedule_days', sql`${t.scheduleDaysAhead} BETWEEN 0 AND 7`),
  ],
);
