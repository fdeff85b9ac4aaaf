import { z } from 'zod';

/**
 * "Deliver to 560001 · 35–45 min · ₹40" before the cart (decision 0084): the public answer for
 * one PIN code, typed or found from the device's position through the areas' centres.
 */

/** The estimate is shown as a range this many minutes wide, from the quote's own lead time. */
export const DELIVERY_ETA_SPREAD_MINUTES = 10;

/** GET /delivery/check */
export const deliveryCheckQuerySchema = z.strictObject({
  postcode: z
    .string('Enter your PIN code')
    .trim()
    .min(1, 'Enter your PIN code')
    .max(20, 'That is too long for a PIN code'),
});

/** A coordinate from the query string: blank is refused (coercion would read it as 0). */
const degrees = (name: string, limit: number) =>
  z
    .string(`Give the ${name}`)
    .trim()
    .min(1, `Give the ${name}`)
    .pipe(
      z.coerce
        .number<string>(`The ${name} must be a number`)
        .min(-limit, `The ${name} must be between -${limit} and ${limit}`)
        .max(limit, `The ${name} must be between -${limit} and ${limit}`),
    );

/** GET /delivery/locate: the device's position, in degrees. */
export const deliveryLocateQuerySchema = z.strictObject({
  lat: degrees('latitude', 90),
  lng: degrees('longitude', 180),
});

export const deliveryCheckSchema = z
  .object({
    /** Compact; null: a position no area's centre covers. */
    postcode: z.string().nullable(),
    delivers: z.boolean(),
    /** Only while it delivers: the area's terms, money in major units. */
    areaName: z.string().nullable(),
    deliveryFee: z.number().nullable(),
    /** Subtotal from which delivery is free; null: never free. */
    freeDeliveryFrom: z.number().nullable(),
    minimumOrder: z.number().nullable(),
    eta: z.object({ fromMinutes: z.number().int(), toMinutes: z.number().int() }).nullable(),
    /** Why it does not deliver there, in a sentence that offers pickup; null while it does. */
    message: z.string().nullable(),
    /** Whether pickup is on, for the "Switch to pickup" choice. */
    pickupEnabled: z.boolean(),
  })
  .meta({
    id: 'DeliveryCheck',
    description: 'Whether the restaurant delivers to a PIN code, and at what fee and time',
    example: {
      postcode: '560001',
      delivers: true,
      areaName: 'Bengaluru',
      deliveryFee: 40,
      freeDeliveryFrom: 1000,
      minimumOrder: 200,
      eta: { fromMinutes: 35, toMinutes: 45 },
      message: null,
      pickupEnabled: true,
    },
  });
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

/** For a position no area's centre covers. */
export const locationOutsideMessage =
  "We couldn't place your location in an area we deliver to. Type your PIN code, or order for pickup.";

/** While delivery is off in the settings. */
export const deliveryOffMessage =
  'We are not delivering right now. You can still order for pickup.';
