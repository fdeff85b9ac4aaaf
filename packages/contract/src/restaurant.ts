import { z } from 'zod';
import { timestampSchema } from './common';
import { kitchenControlsSchema } from './kitchen-controls';
import { paymentMethods, SCHEDULE_DAYS_AHEAD_MAX } from './limits';
import { checkoutFulfilmentMethods } from './order-status';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:MM, 24-hour');
const money = z.number().finite().min(0).max(100_000);

export const openingWindowSchema = z
  .object({ opens: hhmm, closes: hhmm })
  .refine((w) => w.opens < w.closes, { message: 'A window must close after it opens' });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-25');

/** Holidays and special hours: dated days that follow other hours, or none (closed). */
export const specialHoursSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Empty: closed all day. */
  windows: z.array(openingWindowSchema).max(4),
  /** Shown to customers: "Closed for Diwali". */
  note: z.string(),
});

/**
 * The restaurant's settings (one row): read by checkout, shown by the storefront, edited by
 * admins (staff issue). Money in major units, as everywhere on the wire.
 */
export const restaurantSettingsSchema = z.object({
  name: z.string(),
  /** IANA zone the kitchen's clock runs in. */
  timeZone: z.string(),
  /** BCP 47 tag every price, time and date is shown in (restaurant-format.ts). */
  locale: z.string(),
  /** ISO 4217 code of the prices (amounts stay hundredths of its major unit). */
  currency: z.string(),
  /** ISO 3166 code: which postcodes and phone numbers are the restaurant's (country-rules.ts). */
  country: z.string(),
  /** Monday first; an empty day is closed. */
  openingHours: z.array(z.array(openingWindowSchema).max(4)).length(7),
  /** Dated exceptions to the week, earliest first; they win over the weekday's hours. */
  specialHours: z.array(specialHoursSchema),
  /** Minutes before a window closes after which the kitchen starts no new cooking. */
  lastOrderMinutes: z.number().int().min(0).max(240),
  preparationMinutes: z.number().int().min(5).max(240),
  /** Travel time added to delivery estimates. */
  deliveryMinutes: z.number().int().min(0).max(240),
  slotMinutes: z.number().int().min(10).max(120),
  /** Days after today an order may be scheduled for (0: today only; decision 0085). */
  scheduleDaysAhead: z
    .number()
    .int()
    .min(0)
    .max(SCHEDULE_DAYS_AHEAD_MAX)
    .optional()
    .meta({ description: 'Days after today an order may be scheduled for', example: 7 }),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  deliveryFee: money,
  /** Subtotal from which delivery is free; null: never free. */
  freeDeliveryFrom: money.nullable(),
  minimumDeliveryOrder: money,
  /** Percent, e.g. 5 for 5%. */
  taxRatePercent: z.number().min(0).max(50),
  /** Menu prices already include tax (tax is shown, not added). */
  pricesIncludeTax: z.boolean(),
  /** "Pause new orders" for a busy kitchen. */
  acceptingOrders: z.boolean(),
  /** New orders of this fulfilment are accepted at once, without a tap on the board. */
  autoAccept: z.object({ delivery: z.boolean(), pickup: z.boolean() }),
  pickupAddress: z.string(),
  phone: z.string(),
  /** Who answers complaints (Consumer Protection (E-Commerce) Rules 2020), on the policy pages. */
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /**
   * The ways to pay an admin has turned on (decision 0063); `online` is offered only while the
   * server has the provider's keys. The quote's `paymentMethods` says what an order can use.
   */
  paymentMethodsEnabled: z.array(z.enum(paymentMethods)),
  /** Above this cash total only online payment is offered (decision 0090); null: no cap. */
  cashOnDeliveryMax: money.nullable().optional(),
  /**
   * What a GST tax invoice names (decision 0082): public, as the invoice and the FSSAI rules
   * show them to every customer. '' while not given; no GSTIN, no tax invoices.
   */
  gst: z.object({
    legalName: z.string(),
    gstin: z.string(),
    fssaiLicence: z.string(),
    registeredAddress: z.string(),
    /** The restaurant's state (the place of supply of its service); '' reads the GSTIN's. */
    stateCode: z.string(),
    /** Starts every invoice number: 'NTN' gives NTN/26-27/000123. */
    invoicePrefix: z.string(),
  }),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;

/** GET /restaurant: the settings, and the kitchen's state now. */
export const restaurantResponseSchema = z.object({
  settings: restaurantSettingsSchema,
  status: z.object({
    /** Inside an opening window now (by the clock; `acceptingOrders` is separate). */
    open: z.boolean(),
    /** ISO instant of the next opening or closing; null when closed for over a week. */
    changesAt: timestampSchema.nullable(),
    /** ISO start of the next window after now (the next one when open); null: none within a week. */
    nextOpeningAt: timestampSchema.nullable(),
    /** The ways an order can be taken (for now or a later slot); empty while orders are paused. */
    fulfilment: z.array(z.enum(checkoutFulfilmentMethods)),
    /** Busy mode and a timed pause, while they last (decision 0081). */
    controls: kitchenControlsSchema,
  }),
});
export type RestaurantResponse = z.infer<typeof restaurantResponseSchema>;
