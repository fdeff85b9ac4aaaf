/*
 * Examples on every answer of the OpenAPI document (decision 0046, issue 35 item 6): an error
 * status shows the one error shape with a message the server gives; a success shows its named
 * schema's own example, else one built from the schema (its fields' examples and defaults first).
 */

import { ErrorCode } from '@ninetonine/contract';

type Json = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';

/** What each error status answers, in the server's own words (one shape: `{ message, code? }`). */
const ERROR_EXAMPLES: Record<string, Json> = {
  '400': { message: 'Enter a valid email address', code: ErrorCode.ValidationFailed },
  '401': { message: 'Please sign in to continue.', code: ErrorCode.Unauthorized },
  '402': { message: 'The payment was declined. Nothing was ordered.' },
  '403': {
    message: 'This request was blocked for your security. Please reload the page and try again.',
    code: ErrorCode.Csrf,
  },
  '404': { message: 'Not found', code: ErrorCode.NotFound },
  '409': { message: 'The total has changed since you saw it. Please review your order.' },
  '413': { message: 'That file is too large.' },
  '415': { message: 'This call takes application/json.' },
  '422': { message: 'This Idempotency-Key was already used with a different order.' },
  '429': {
    message: 'Too many attempts. Please wait a minute and try again.',
    code: ErrorCode.RateLimited,
  },
  '500': { message: 'Something went wrong on our side. Please try again.' },
  '502': { message: 'The payment provider did not answer. Please try again.' },
  '503': { message: 'The service is unavailable for now. Please try again shortly.' },
  '4XX': { message: 'That could not be done: the message says why.' },
  default: { message: 'That could not be done: the message says why.' },
};

const SAMPLE_STRINGS = ['Regular', 'a_1', '560001', 'ABC123', '2026-03-14', '09:00', 'text'];

/** Whether `text` matches `pattern`; a pattern JavaScript cannot read matches nothing. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

/** A value the string schema accepts: its format's, else a word its pattern takes. */
function sampleString(schema: Json): string {
  const format = schema.format as string | undefined;
  if (format === 'date-time') return '2026-03-14T12:30:00.000Z';
  if (format === 'date') return '2026-03-14';
  if (format === 'email') return 'ada@example.com';
  if (format === 'uri' || format === 'url') return 'https://ninetonine.example/';
  if (format === 'uuid') return '7d7f3f0e-3c1b-4f57-9a43-2f8d2f7b6a10';
  const min = (schema.minLength as number | undefined) ?? 0;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  const fits = SAMPLE_STRINGS.find((s) => s.length >= min && (!pattern || matches(pattern, s)));
  return fits ?? 'text'.padEnd(min, 'x');
}

/** A value `schema` accepts, built from its examples, defaults and types. */
function sampleOf(schema: unknown, schemas: Record<string, Json>, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 10) return null;
  const json = schema as Json;
  if (typeof json.$ref === 'string') {
    const named = schemas[json.$ref.slice(SCHEMAS.length)];
    return named?.example !== undefined ? named.example : sampleOf(named, schemas, depth + 1);
  }
  if (json.example !== undefined) return json.example;
  if (json.default !== undefined && json.default !== null) return json.default;
  if (Array.isArray(json.enum)) return json.enum[0];
  const alternatives = (json.allOf ?? json.anyOf ?? json.oneOf) as unknown[] | undefined;
  if (alternatives?.length) return sampleOf(alternatives[0], schemas, depth + 1);
  switch (json.type) {
    case 'object': {
      const properties = (json.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          sampleOf(value, schemas, depth + 1),
        ]),
      );
    }
    case 'array':
      if (json.maxItems === 0) return [];
      return Array.from({ length: Math.max(1, (json.minItems as number | undefined) ?? 0) }, () =>
        sampleOf(json.items, schemas, depth + 1),
      );
    case 'string':
      return sampleString(json);
    case 'integer':
    case 'number': {
      const min = (json.minimum as number | undefined) ?? 0;
      return json.exclusiveMinimum === true ? min + 1 : min;
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Puts an example on every JSON (and CSV) answer of every operation that has none. */
export function exampleAnswers(doc: Json): void {
  const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, Json>;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const responses = operation.responses as Record<string, { content?: Record<string, Json> }>;
      for (const [status, answer] of Object.entries(responses)) {
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          if (media.example !== undefined || media.examples !== undefined) continue;
          if (type === 'text/csv') media.example = 'orderId,placedAt,total\no_1,2026-03-14,498\n';
          if (type !== 'application/json') continue;
          const schema = (media.schema ?? {}) as Json;
          const sample = sampleOf(schema, schemas) as Json;
          const own = ERROR_EXAMPLES[status];
          if (schema.$ref === `${SCHEMAS}ErrorResponse` && own) media.example = own;
          else if (own && sample && typeof sample === 'object' && 'message' in sample) {
            // An error with more to say (a 2FA challenge, the new quote): its words, its fields.
            const { code: _code, ...fields } = sample;
            media.example = { ...fields, ...own };
          } else media.example = sample;
        }
      }
    }
  }
}
