import { z } from 'zod';
import { safeText, timestampSchema } from './common';
import { COUNTRY_CODES, isCountryCode } from './country-rules';
import { moneyInput } from './money-input';
import { hhmmToMinutes } from './opening-hours';
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

const money = (label: string) => moneyInput({ max: 100_000, label });

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
    lastOrderMinutes: restaurantSettingsSchema.shape.lastOrderMinutes,
    preparationMinutes: restaurantSettingsSchema.shape.preparationMinutes,
    deliveryMinutes: restaurantSettingsSchema.shape.deliveryMinutes,
    slotMinutes: restaurantSettingsSchema.shape.slotMinutes,
    deliveryEnabled: z.boolean(),
    pickupEnabled: z.boolean(),
    deliveryFee: money('The delivery fee'),
    freeDeliveryFrom: money('Free delivery from').nullable(),
    minimumDeliveryOrder: money('The minimum delivery order'),
    /** Percent with at most two decimals (stored as basis points). */
    taxRatePercent: moneyInput({ max: 50, label: 'The tax rate' }),
    pricesIncludeTax: z.boolean(),
    acceptingOrders: z.boolean(),
    pickupAddress: safeText(300).trim(),
    phone: safeText(40)
      .trim()
      .regex(/^[+\d][\d\s()-]{5,}$|^$/, 'Use digits, spaces, +, ( ) or -'),
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
  updatedAt: timestampSchema,
});
export type StaffSettingsResponse = z.infer<typeof staffSettingsResponseSchema>;
