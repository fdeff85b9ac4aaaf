import { z } from 'zod';
import { idSchema, safeText } from './common';

/** International or local form; 7 to 15 digits, as phone numbers have. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number')
  .refine((p) => {
    const digits = p.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'Enter a valid phone number');

const required = (max: number, message: string) => safeText(max).trim().min(1, message);

/** POST /addresses and PATCH /addresses/{id} (all optional there). */
export const addressInputSchema = z.strictObject({
  label: safeText(40).trim().min(1, 'Give this address a name, e.g. Home').default('Home'),
  name: required(80, 'Who should the rider ask for?'),
  phone: phoneSchema,
  line1: required(120, 'Enter the house and street'),
  line2: safeText(120).trim().default(''),
  city: required(60, 'Enter the city'),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, 'Enter a valid postal code'),
  /** For the rider: gate code, landmark, floor. */
  notes: safeText(300).trim().default(''),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export const addressUpdateSchema = addressInputSchema.partial();

export const addressSchema = z.object({
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
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdParamsSchema = z.object({ id: idSchema });
export const addressResponseSchema = z.object({ address: addressSchema });
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
