import { z } from 'zod';
import { readableIssue } from './issue-messages';

// zod's own messages are for programmers: every contract schema speaks in sentences that name
// the field (decision 0051). Here because every schema module imports this one.
z.config({ customError: readableIssue });

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

/**
 * An instant in an answer, as `Date#toISOString` writes it. The format is for the API document
 * only: answers are the server's own, so checking them again on the way out buys nothing.
 */
export const timestampSchema = z
  .string()
  .meta({ format: 'date-time', example: '2026-03-14T12:30:00.000Z' });

/** The 304 of a conditional read (If-None-Match names the current ETag): no body. */
export const notModifiedSchema = z
  .undefined()
  .meta({ description: 'Not modified: the copy the If-None-Match ETag names is still current' });
