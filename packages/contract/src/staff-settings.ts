import { z } from 'zod';
import { safeText, timestampSchema } from './common';
import {
  CASH_ON_DELIVERY_MAX_LIMIT,
  UPI_ID_HINT,
  UPI_ID_MAX,
  UPI_ID_PATTERN,
} from './cash-on-delivery';
import { COUNTRY_CODES, isCountryCode } from './country-rules';
import { FSSAI_LICENCE, gstinProblem, INVOICE_PREFIX, isGstStateCode } from './gst';
import { paymentMethods, SCHEDULE_DAYS_AHEAD_MAX } from './limits';
import { moneyInput } from './money-input';
import { MAX_POLICY_CHARS } from './policies';
import { restaurantSettingsSchema } from './restaurant';
import { isSupportedLocale, isUsableCurrency } from './restaurant-format';
import { isKnownTimeZone } from './restaurant-time';
import { specialHoursInputSchema, weeklyHoursInputSchema } from './staff-hours-input';

// The hours' own schemas and limits, still imported from here by the settings' users.
export * from './staff-hours-input';

const phoneNumber = safeText(40)
  .trim()
  .regex(/^[+\d][\d\s()-]{5,}$|^$/, 'Use digits, spaces, +, ( ) or -');

/** A policy text: plain paragraphs; at least a sentence, at most MAX_POLICY_CHARS. */
const policyText = (label: string) =>
  safeText(MAX_POLICY_CHARS + 1000)
    .trim()
    .min(20, `Write the ${label} (a few sentences at least)`)
    .max(
      MAX_POLICY_CHARS,
      `Keep the ${label} under ${MAX_POLICY_CHARS.toLocaleString('en')} characters`,
    );

const money = (label: string) => moneyInput({ max: 100_000, label });

/** The GST details of tax invoices (decision 0082): each '' or well formed. */
export const gstSettingsInputSchema = z.strictObject({
  legalName: safeText(120).trim().max(120, 'Keep the legal name under 120 characters'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .max(15, 'A GSTIN has 15 characters')
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  fssaiLicence: z
    .string()
    .max(20)
    .trim()
    .refine((v) => v === '' || FSSAI_LICENCE.test(v), {
      message: 'An FSSAI licence number has 14 digits',
    }),
  registeredAddress: safeText(300).trim().max(300, 'Keep the address under 300 characters'),
  stateCode: z
    .string()
    .max(2, 'Use a GST state code, 01 to 38')
    .trim()
    .refine((v) => v === '' || isGstStateCode(v), { message: 'Use a GST state code, 01 to 38' }),
  invoicePrefix: z
    .string()
    .max(10)
    .trim()
    .toUpperCase()
    .regex(INVOICE_PREFIX, 'Use 1 to 3 letters or digits, like NTN'),
});

/** PATCH /staff/settings: the fields sent change; the rest stay. */
export const staffSettingsUpdateSchema = z
  .strictObject({
    name: safeText(80).trim().min(2, 'Give the restaurant a name'),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine(isKnownTimeZone, { message: 'Use a time zone name like Asia/Kolkata' }),
    locale: z
      .string()
      .trim()
      .max(35)
      .refine(isSupportedLocale, { message: 'Use a language and region like en-IN' }),
    currency: z
      .string()
      .trim()
      .max(3)
      .refine(isUsableCurrency, { message: 'Use a currency code like INR' }),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, { message: `Use one of ${COUNTRY_CODES.join(', ')}` }),
    openingHours: weeklyHoursInputSchema,
    specialHours: specialHoursInputSchema,
    lastOrderMinutes: restaurantSettingsSchema.shape.lastOrderMinutes,
    preparationMinutes: restaurantSettingsSchema.shape.preparationMinutes,
    deliveryMinutes: restaurantSettingsSchema.shape.deliveryMinutes,
    slotMinutes: restaurantSettingsSchema.shape.slotMinutes,
    scheduleDaysAhead: z
      .number('Give a number of days')
      .int('Give a whole number of days')
      .min(0, 'Give 0 days or more')
      .max(SCHEDULE_DAYS_AHEAD_MAX, `Give at most ${SCHEDULE_DAYS_AHEAD_MAX} days`),
    deliveryEnabled: z.boolean(),
    pickupEnabled: z.boolean(),
    deliveryFee: money('The delivery fee'),
    freeDeliveryFrom: money('Free delivery from').nullable(),
    minimumDeliveryOrder: money('The minimum delivery order'),
    /** Percent with at most two decimals (stored as basis points). */
    taxRatePercent: moneyInput({ max: 50, label: 'The tax rate' }),
    pricesIncludeTax: z.boolean(),
    acceptingOrders: z.boolean(),
    autoAccept: z.strictObject({ delivery: z.boolean(), pickup: z.boolean() }),
    pickupAddress: safeText(300).trim(),
    phone: phoneNumber,
    grievanceOfficer: z
      .strictObject({
        name: safeText(80)
          .trim()
          .min(2, 'Give the grievance officer’s name')
          .max(80, 'Keep the name under 80 characters'),
        email: z
          .string()
          .trim()
          .max(254, 'Keep the email under 254 characters')
          .refine((v) => v === '' || z.email().safeParse(v).success, {
            message: 'Give an email address like grievance@example.in',
          }),
        phone: phoneNumber,
      })
      .refine((o) => o.email !== '' || o.phone !== '', {
        message: 'Give the grievance officer’s email or phone',
        path: ['email'],
      }),
    privacyPolicy: policyText('privacy policy'),
    refundPolicy: policyText('cancellation and refund policy'),
    /** The ways to pay that are on; stored once each, in the contract's order. */
    paymentMethodsEnabled: z
      .array(z.enum(paymentMethods, `Use ${paymentMethods.join(', ')}`))
      .min(1, 'Keep at least one way to pay on')
      .max(paymentMethods.length * 2)
      .transform((list) => paymentMethods.filter((m) => list.includes(m))),
    /** Above this (major units) only online payment; null: no cap (decision 0090). */
    cashOnDeliveryMax: moneyInput({
      max: CASH_ON_DELIVERY_MAX_LIMIT,
      label: 'The cash on delivery limit',
    }).nullable(),
    /** The UPI id a rider's QR pays to; '' shows no QR (decision 0090). */
    upiId: z
      .string(UPI_ID_HINT)
      .trim()
      .max(UPI_ID_MAX, `Keep the UPI id under ${UPI_ID_MAX} characters`)
      .toLowerCase()
      .refine((v) => v === '' || UPI_ID_PATTERN.test(v), { message: UPI_ID_HINT }),
    gst: gstSettingsInputSchema,
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send at least one setting to change',
  });
export type StaffSettingsUpdate = z.input<typeof staffSettingsUpdateSchema>;

/** "Pause new orders": its own call, so a busy kitchen flips it without touching the rest. */
export const acceptingOrdersSchema = z.strictObject({ acceptingOrders: z.boolean() });

export const staffSettingsResponseSchema = z.object({
  settings: restaurantSettingsSchema,
  /** The policy texts as shown (the owner's, or the defaults): public on GET /restaurant/policies. */
  policies: z.object({ privacyPolicy: z.string(), refundPolicy: z.string() }),
  updatedAt: timestampSchema,
  /** Whether the server has the online provider's keys: `online` can be turned on only then. */
  onlinePaymentConfigured: z.boolean(),
  /**
   * The UPI id riders' QR codes pay to ('' none; decision 0090): staff-only, not in the public
   * settings. The payee name is the GST legal name, else the restaurant's name.
   */
  upiId: z.string(),
});
export type StaffSettingsResponse = z.infer<typeof staffSettingsResponseSchema>;
