import type { z } from 'zod';

/**
 * What a field is called in the sentences below, where its key alone would not say it. Keys not
 * listed are spelled out from camelCase ("firstName" → "First name").
 */
const fieldLabels: Record<string, string> = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  postalCode: 'PIN code',
  couponCode: 'Coupon code',
  confirmPassword: 'Password confirmation',
  currentPassword: 'Current password',
  idToken: 'Sign-in token',
  timeZone: 'Time zone',
  q: 'Search',
};

/** The field an issue is about, as a person would name it; null for the request as a whole. */
export function fieldLabel(path: readonly PropertyKey[]): string | null {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return null;
  const known = fieldLabels[key];
  if (known) return known;
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (n: number | bigint, one: string, many: string) =>
  `${n.toString()} ${Number(n) === 1 ? one : many}`;

const formats: Record<string, string> = {
  email: 'an email address like name@example.com',
  url: 'a web address',
  datetime: 'a date and time',
  date: 'a date',
  time: 'a time',
};

/** The issue as zod's error map receives it (before its path may be complete). */
type RawIssue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/**
 * One readable sentence naming the field for zod's own issues ("Name can be at most 80
 * characters"), instead of zod's "Too big: expected string to have <=80 characters". A schema's
 * own message (the spec's texts) always wins: zod asks this map only when there is none. The
 * same words reach the forms (which check with the contract) and the API's 400s.
 */
export function readableIssue(issue: RawIssue): string | undefined {
  const field = fieldLabel(issue.path ?? []) ?? 'This value';
  switch (issue.code) {
    case 'invalid_type':
      if (fieldLabel(issue.path ?? []) === null && issue.expected === 'object') {
        return 'The request must be a JSON object';
      }
      return issue.input === undefined || issue.input === null
        ? `${field} is required`
        : `${field} must be ${
            issue.expected === 'string'
              ? 'text'
              : issue.expected === 'number' || issue.expected === 'int'
                ? 'a number'
                : issue.expected === 'boolean'
                  ? 'yes or no'
                  : issue.expected === 'array'
                    ? 'a list'
                    : 'filled in correctly'
          }`;
    case 'too_big': {
      const at = issue.inclusive === false ? 'less than' : 'at most';
      if (issue.origin === 'string') {
        return `${field} can be ${at} ${plural(issue.maximum, 'character', 'characters')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${field} can have ${at} ${plural(issue.maximum, 'item', 'items')}`;
      }
      return `${field} can be ${at} ${issue.maximum.toString()}`;
    }
    case 'too_small': {
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} is required`
          : `${field} must be at least ${plural(issue.minimum, 'character', 'characters')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${field} needs at least ${plural(issue.minimum, 'item', 'items')}`;
      }
      const at = issue.inclusive === false ? 'more than' : 'at least';
      return `${field} must be ${at} ${issue.minimum.toString()}`;
    }
    case 'invalid_format': {
      const wanted = formats[issue.format];
      return wanted ? `${field} must be ${wanted}` : `${field} is not in the right form`;
    }
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor.toString()}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${String(issue.values[0])}`
        : `${field} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'This field is' : 'These fields are'} not expected: ${issue.keys.join(', ')}`;
    default:
      return `${field} is not valid`;
  }
}
