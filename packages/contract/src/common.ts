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

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Bidi controls (embeddings, overrides, isolates, LRM/RLM/ALM) and zero-width characters that no
 * name, note or address needs: they reorder or hide what the kitchen board, tickets and mails
 * show (decision 0074).
 */
const HIDDEN_CHARACTERS = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/**
 * ZWNJ and ZWJ are kept where a script or an emoji needs them: right after a letter or a mark
 * (Devanagari half forms, Malayalam chillu and conjuncts: virama + ZWJ/ZWNJ, also word-final),
 * and ZWJ after an emoji, its modifier or VS16 (family, profession, flag sequences). Anywhere
 * else (first, after a space, a digit, punctuation or another joiner) it only hides text.
 */
const STRAY_JOINER =
  /(?<![\p{L}\p{M}])\u200C|(?<![\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D/u;

/** Said of a text with a bidi control or an invisible character it does not need. */
export const HIDDEN_CHARACTERS_MESSAGE =
  'contains invisible or text-direction characters; type it again without them';

/** NUL and the other C0 controls but tab and newlines, and DEL (PostgreSQL refuses NUL). */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** A bidi control, or a zero-width character where no script or emoji needs one. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_CHARACTERS.test(text) || STRAY_JOINER.test(text);
}

/** For text we cannot send back (a provider's profile name): the same characters, removed. */
export function withoutHiddenCharacters(text: string): string {
  return text
    .replace(new RegExp(HIDDEN_CHARACTERS, 'g'), '')
    .replace(new RegExp(STRAY_JOINER, 'gu'), '');
}

/**
 * Free text with no control characters (PostgreSQL refuses NUL bytes), no bidi controls and no
 * stray zero-width characters (refused, not stripped: the sender sees what was wrong).
 */
export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .refine((s) => !CONTROL_CHARACTERS.test(s), { message: 'Contains invalid characters' })
    .refine((s) => !hasHiddenCharacters(s), { message: `Text ${HIDDEN_CHARACTERS_MESSAGE}` });
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
