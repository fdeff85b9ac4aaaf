import { z } from 'zod';
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasHiddenCharacters,
  idSchema,
  timestampSchema,
} from './common';

/** How many addresses one customer may keep: plenty for home, work and family. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/**
 * Free text for one address field, every failure in words the form can show next to the field
 * (a missing or non-string value too, not zod's "expected string").
 */
const field = (max: number, label: string, missing: string) =>
  z
    .string({ error: missing })
    .max(max, `${label} can be at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s), `${label} contains invalid characters`)
    .refine((s) => !hasHiddenCharacters(s), `${label} ${HIDDEN_CHARACTERS_MESSAGE}`)
    .trim();

const required = (max: number, label: string, missing: string) =>
  field(max, label, missing).min(1, missing);

/**
 * International or local form; 7 to 15 digits, as phone numbers have (the lookahead counts them,
 * so one pattern says it all and the API document carries it). Addresses and the profile use it.
 */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?[0-9 ()-]{7,20}$/;
export const phoneSchema = z
  .string({ error: 'Enter a valid phone number' })
  .trim()
  .regex(PHONE_PATTERN, 'Enter a valid phone number')
  .meta({ example: '+91 98765 43210' });

/** The fields without defaults, so a PATCH leaves what it does not name untouched. */
const addressFields = {
  label: required(40, 'The label', 'Give this address a name, e.g. Home'),
  name: required(80, 'The name', 'Who should the rider ask for?'),
  phone: phoneSchema,
  line1: required(120, 'The first line', 'Enter the house and street'),
  line2: field(120, 'The second line', 'Enter the area or landmark as text'),
  city: required(60, 'The city', 'Enter the city'),
  postalCode: z
    .string({ error: 'Enter a valid postal code' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'Enter a valid postal code'),
  /** For the rider: gate code, landmark, floor. */
  notes: field(300, 'The note for the rider', 'The note for the rider must be text'),
  isDefault: z.boolean({ error: '"Default address" must be true or false' }),
};

/** The documents' address: a PIN the demo's delivery area (Bengaluru, 560*) and India's rule accept. */
const exampleAddress = {
  label: 'Home',
  name: 'Ada Lovelace',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  line2: 'Near the metro station',
  city: 'Bengaluru',
  postalCode: '560001',
  notes: 'Gate code 4321',
};

/** POST /addresses */
export const addressInputSchema = z
  .strictObject({
    ...addressFields,
    label: addressFields.label.default('Home'),
    line2: addressFields.line2.default(''),
    notes: addressFields.notes.default(''),
    isDefault: addressFields.isDefault.optional(),
  })
  .meta({
    id: 'NewAddress',
    description: 'A new address; label defaults to Home',
    example: exampleAddress,
  });
export type AddressInput = z.input<typeof addressInputSchema>;

/** PATCH /addresses/{id}: only the fields sent change; at least one must be sent. */
export const addressUpdateSchema = z
  .strictObject(addressFields)
  .partial()
  .refine(
    (u) => Object.values(u).some((v) => v !== undefined),
    'Send at least one field to change',
  );
export type AddressUpdate = z.input<typeof addressUpdateSchema>;

export const addressSchema = z
  .object({
    _id: z.string(),
    label: z.string(),
    name: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    postalCode: z.string(),
    notes: z.string(),
    isDefault: z.boolean(),
    createdAt: timestampSchema,
  })
  .meta({
    id: 'Address',
    description: "One of the customer's delivery addresses",
    example: {
      _id: 'a_home',
      ...exampleAddress,
      isDefault: true,
      createdAt: '2026-03-14T12:30:00.000Z',
    },
  });
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: idSchema });
export const addressResponseSchema = z.object({ address: addressSchema });
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
