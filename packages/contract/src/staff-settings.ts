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
import { hhmmToMinutes, MAX_SPECIAL_HOURS_DAYS } from './opening-hours';
import { openingWindowSchema, restaurantSettingsSchema } from './restaurant';
import { isSupportedLocale, isUsableCurrency } from './restaurant-format';
import { isKnownTimeZone } from './restaurant-time';

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const MAX_WINDOWS_PER_DAY = 4;

/**
 * Monday first. Each window closes after it opens on the same day (24:00 is midnight at the
 * end of the day); a night that runs past midnight is two windows, e.g. Fri 18:00-24:00 and Sat
 * 00:00-02:00 (as the opening-hours module reads them). Windows of a day may not overlap.
 */
export const weeklyHoursInputSchema = z
  .array(z.array(openingWindowSchema).max(MAX_WINDOWS_PER_DAY, 'At most 4 windows a day'))
  .length(7, 'Give the hours of all seven days')
  .superRefine((days, ctx) => {
    days.forEach((windows, day) => {
      const sorted = [...windows].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens));
      for (let i = 1; i < sorted.length; i++) {
        if (hhmmToMinutes(sorted[i]!.opens) < hhmmToMinutes(sorted[i - 1]!.closes)) {
          ctx.addIssue({
            code: 'custom',
            path: [day],
            message: `${WEEKDAY_NAMES[day]}: the opening times overlap`,
          });
          return;
        }
      }
    });
  })
  // Stored in order, so every reader sees the day's windows earliest first.
  .transform((days) =>
    days.map((w) => [...w].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens))),
  );

export const MAX_SPECIAL_HOURS = 60;
export const MAX_SPECIAL_HOURS_NOTE = 120;

/** A real calendar day, YYYY-MM-DD (2026-02-30 is not one). */
const calendarDay = z
  .string()
  .trim()
  .refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && dayNumber(d) !== null, {
    message: 'Use a real date, like 2026-12-25',
  });

/** Days since 1970-01-01 of a valid YYYY-MM-DD, else null. */
function dayNumber(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / 86_400_000;
}

const windowsOverlap = (windows: { opens: string; closes: string }[]) => {
  const sorted = [...windows].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens));
  return sorted.some(
    (w, i) => i > 0 && hhmmToMinutes(w.opens) < hhmmToMinutes(sorted[i - 1]!.closes),
  );
};

/**
 * Holidays and special hours: each entry covers `from`..`to` (inclusive, at most two months),
 * closed (no windows) or with its own windows; entries may not overlap one another, so a day
 * has one answer. Stored earliest first, windows in order.
 */
export const specialHoursInputSchema = z
  .array(
    z
      .strictObject({
        from: calendarDay,
        to: calendarDay,
        windows: z.array(openingWindowSchema).max(MAX_WINDOWS_PER_DAY, 'At most 4 windows a day'),
        note: safeText(MAX_SPECIAL_HOURS_NOTE)
          .trim()
          .max(MAX_SPECIAL_HOURS_NOTE, `Keep the note under ${MAX_SPECIAL_HOURS_NOTE} characters`),
      })
      .superRefine((s, ctx) => {
        const from = dayNumber(s.from);
        const to = dayNumber(s.to);
        if (from === null || to === null) return;
        if (to < from) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: 'The last day is before the first',
          });
        } else if (to - from + 1 > MAX_SPECIAL_HOURS_DAYS) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: `Special hours cover at most ${MAX_SPECIAL_HOURS_DAYS} days at a time`,
          });
        }
        if (windowsOverlap(s.windows)) {
          ctx.addIssue({ code: 'custom', path: ['windows'], message: 'The opening times overlap' });
        }
      }),
  )
  .max(MAX_SPECIAL_HOURS, `At most ${MAX_SPECIAL_HOURS} holidays and special days`)
  .superRefine((list, ctx) => {
    const sorted = list
      .map((s, index) => ({ ...s, index }))
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1]!, sorted[i]!];
      if (after.from <= before.to) {
        ctx.addIssue({
          code: 'custom',
          path: [after.index, 'from'],
          message: `${after.from} is already covered by the special hours from ${before.from}`,
        });
        return;
      }
    }
  })
  .transform((list) =>
    [...list]
      .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
      .map((s) => ({
        ...s,
        windows: [...s.windows].sort((a, b) => hhmmToMinutes(a.opens) - hhmmToMinutes(b.opens)),
      })),
  );

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
