import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { compactPostcode, countryRules } from './country-rules';
import { moneyInput } from './money-input';

/** Enough for a city's PIN codes listed one by one. */
export const MAX_POSTCODES_PER_AREA = 200;
export const MAX_DELIVERY_AREAS = 50;
export const DELIVERY_AREA_MONEY_MAX = 10_000;

/**
 * One entry of an area's list: a whole postcode ("560038") or a prefix ending in * ("560*":
 * every PIN code starting 560). Stored compact and upper-cased.
 */
export const POSTCODE_ENTRY_PATTERN = /^[A-Z0-9]{1,10}\*?$/;

/** Why an entry is not a postcode or prefix of the country; null when it is one. */
export function postcodeEntryProblem(entry: string, country: string): string | null {
  const rules = countryRules(country);
  if (entry.endsWith('*')) {
    const prefix = entry.slice(0, -1);
    // A prefix is the start of some postcode: checked against the example's shape.
    const sample = prefix + rules.postcodeExample.replace(/\s/g, '').slice(prefix.length);
    if (prefix.length === 0 || prefix.length >= sample.length || !rules.postcode.test(sample)) {
      return `${entry} is not the start of a ${rules.postcodeName}`;
    }
    return null;
  }
  return rules.postcode.test(entry) ? null : `${entry} is not a ${rules.postcodeName}`;
}

/**
 * The area whose entry matches the postcode most closely (a whole postcode beats a prefix, a
 * longer prefix a shorter one), or null when it is in none.
 */
export function matchDeliveryArea<A extends { postcodes: readonly string[] }>(
  areas: readonly A[],
  postcode: string,
): A | null {
  const code = compactPostcode(postcode);
  let best: { area: A; score: number } | null = null;
  for (const area of areas) {
    for (const entry of area.postcodes) {
      const score = entry.endsWith('*')
        ? code.startsWith(entry.slice(0, -1))
          ? entry.length - 1
          : -1
        : entry === code
          ? 100
          : -1;
      if (score >= 0 && (!best || score > best.score)) best = { area, score };
    }
  }
  return best?.area ?? null;
}

/** The sentence for an address no area covers (address book, quote and placement alike). */
export const outsideDeliveryAreaMessage = (postcode: string) =>
  `We don't deliver to ${compactPostcode(postcode)} yet. You can still order for pickup.`;

const postcodeList = z
  .array(
    z
      .string('Each postcode must be text')
      .transform(compactPostcode)
      .pipe(
        z
          .string()
          .regex(POSTCODE_ENTRY_PATTERN, 'Use postcodes like 560038, or 560* for all starting 560'),
      ),
    'List the postcodes as text',
  )
  .min(1, 'List at least one postcode or prefix, e.g. 560*')
  .max(MAX_POSTCODES_PER_AREA, `At most ${MAX_POSTCODES_PER_AREA} postcodes in one area`)
  .transform((list) => [...new Set(list)]);

/**
 * Where an area is on the map (decision 0084): a device within `radiusKm` of the centre is taken
 * to be at `postcode`, one of the area's own. Staff set it; no outside geocoder is asked.
 */
export const deliveryAreaCentreSchema = z
  .strictObject({
    lat: z.number('The latitude must be a number').min(-90).max(90),
    lng: z.number('The longitude must be a number').min(-180).max(180),
    radiusKm: z
      .number('The radius must be a number')
      .min(0.1, 'A radius of at least 0.1 km')
      .max(100, 'A radius of at most 100 km'),
    postcode: z
      .string('The centre’s postcode must be text')
      .transform(compactPostcode)
      .pipe(z.string().regex(/^[A-Z0-9]{3,10}$/, 'Give the centre a whole postcode, e.g. 560001')),
  })
  .meta({ id: 'DeliveryAreaCentre' });
export type DeliveryAreaCentre = z.output<typeof deliveryAreaCentreSchema>;

const areaFields = {
  name: safeText(60).trim().min(2, 'Give the area a name of at least 2 characters'),
  postcodes: postcodeList,
  /** null: the restaurant's standard delivery fee (settings). */
  deliveryFee: moneyInput({ max: DELIVERY_AREA_MONEY_MAX, label: 'The delivery fee' }).nullable(),
  /** null: the restaurant's standard minimum order for delivery (settings). */
  minimumOrder: moneyInput({ max: DELIVERY_AREA_MONEY_MAX, label: 'The minimum order' }).nullable(),
  /** Added to the delivery estimate for this area. */
  extraMinutes: z
    .number('The extra minutes must be a number')
    .int('Use whole minutes')
    .min(0, 'The extra minutes cannot be negative')
    .max(240, 'At most 240 extra minutes'),
  /** null: a device's position is never matched to this area (its PIN must be typed). */
  centre: deliveryAreaCentreSchema.nullable(),
  /** Cash on delivery offered to addresses here (decision 0090). */
  cashOnDelivery: z.boolean('Cash on delivery is on (true) or off (false)'),
};

/** POST /staff/delivery-areas */
export const deliveryAreaInputSchema = z
  .strictObject({
    ...areaFields,
    deliveryFee: areaFields.deliveryFee.default(null),
    minimumOrder: areaFields.minimumOrder.default(null),
    extraMinutes: areaFields.extraMinutes.default(0),
    centre: areaFields.centre.default(null),
    cashOnDelivery: areaFields.cashOnDelivery.default(true),
  })
  .meta({
    id: 'NewDeliveryArea',
    description: 'An area the restaurant delivers to; fee and minimum null: the standard ones',
    // The demo already delivers in Bengaluru (560*): a new area is another town's PIN codes.
    example: { name: 'Mysuru', postcodes: ['570*'], deliveryFee: 60, extraMinutes: 20 },
  });
export type DeliveryAreaInput = z.input<typeof deliveryAreaInputSchema>;
/** The new area as parsed (defaults filled in). */
export type NewDeliveryArea = z.output<typeof deliveryAreaInputSchema>;

/** PATCH /staff/delivery-areas/{id}: the fields sent change. */
export const deliveryAreaUpdateSchema = z
  .strictObject(areaFields)
  .partial()
  .refine(
    (u) => Object.values(u).some((v) => v !== undefined),
    'Send at least one field to change',
  );
export type DeliveryAreaUpdate = z.input<typeof deliveryAreaUpdateSchema>;

export const deliveryAreaSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    postcodes: z.array(z.string()),
    deliveryFee: z.number().nullable(),
    minimumOrder: z.number().nullable(),
    extraMinutes: z.number().int(),
    centre: z
      .object({ lat: z.number(), lng: z.number(), radiusKm: z.number(), postcode: z.string() })
      .nullable(),
    /** Cash on delivery offered here (decision 0090); false: only online payment. */
    cashOnDelivery: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({
    id: 'DeliveryArea',
    description: 'An area the restaurant delivers to, by postcode; money in major units',
    example: {
      _id: 'da_whitefield',
      name: 'Whitefield',
      postcodes: ['560066', '560067'],
      deliveryFee: 60,
      minimumOrder: 299,
      extraMinutes: 15,
      centre: { lat: 12.9698, lng: 77.75, radiusKm: 4, postcode: '560066' },
      cashOnDelivery: true,
      createdAt: '2026-03-14T12:30:00.000Z',
      updatedAt: '2026-03-14T12:30:00.000Z',
    },
  });
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

export const deliveryAreaParamsSchema = z.object({ id: idSchema });
export const deliveryAreaResponseSchema = z.object({ area: deliveryAreaSchema });
export const deliveryAreasResponseSchema = z.object({
  areas: z.array(deliveryAreaSchema),
  /** The restaurant's country (its postcode rules) and standard fee and minimum, for the form. */
  country: z.string(),
  standardDeliveryFee: z.number(),
  standardMinimumOrder: z.number(),
});
export type DeliveryAreasResponse = z.infer<typeof deliveryAreasResponseSchema>;
