import { z } from 'zod';

/** Ids are opaque strings; anything else is refused before it reaches a query. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

/** Free text with no control characters (PostgreSQL refuses NUL bytes). */
export function safeText(max: number) {
  return (
    z
      .string()
      .max(max)
      // eslint-disable-next-line no-control-regex
      .refine((s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(s), {
        message: 'Contains invalid characters',
      })
  );
}

/** A "true"/"false" query flag. */
export const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const messageResponseSchema = z.object({ message: z.string() });
