import type { SwaggerTransformObject } from '@fastify/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exampleAnswers } from './openapi-examples';

/*
 * The parts of the OpenAPI document that no single route says: what each status means, the
 * headers an answer carries, the named schemas and the CSRF header's value (decision 0046).
 */

type Json = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';
const errorRef = { $ref: `${SCHEMAS}ErrorResponse` };

/** What an error status means on any call; the message says the rest, in words to show. */
const ERROR_MEANINGS: Record<string, string> = {
  '400': 'Refused: the input is not valid; the message says which field and why',
  '401': 'Not signed in, or the session ended: sign in (or renew the access token) and retry',
  '402': 'The payment was declined; nothing was ordered',
  '403':
    'Not allowed: the role does not permit it, a step-up is needed, or the CSRF header is missing',
  '404': 'Not found (or not the caller’s)',
  '409': 'Refused: it conflicts with the current state, which the message describes',
  '413': 'Refused: the body or a file is larger than this call takes',
  '415': 'Refused: this call does not take that content type',
  '422': 'Refused: the Idempotency-Key was already used with a different body',
  '429': 'Too many requests: wait the seconds Retry-After says, then retry',
  '500': 'The server failed unexpectedly; the message is generic',
  '503': 'Unavailable for now (the database or the identity provider): retry later',
  '4XX': 'Refused: the message says why, in words to show the person',
};

const retryAfter = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' },
};

/** The description of one answer: an error's meaning, the schema's own, or the call's summary. */
function describe(status: string, zodSchema: unknown, summary: string | undefined): string {
  if (ERROR_MEANINGS[status]) return ERROR_MEANINGS[status];
  const own = zodSchema instanceof z.ZodType ? z.globalRegistry.get(zodSchema)?.description : '';
  return own || summary || 'Done';
}

/**
 * A route's answers (after the zod transform) in the form @fastify/swagger keeps as given: a
 * description, the JSON content and the headers, so no answer is left a "Default Response".
 */
export function describeResponses(
  response: Record<string, unknown>,
  zodResponses: Record<string, unknown>,
  summary: string | undefined,
  headers: Record<string, Json>,
): Record<string, Json> {
  const described: Record<string, Json> = {};
  for (const [status, json] of Object.entries(response) as [string, Json][]) {
    const description = describe(status, zodResponses[status], summary);
    const answerHeaders = { ...(status === '429' ? retryAfter : {}), ...headers[status] };
    const withHeaders = Object.keys(answerHeaders).length ? { headers: answerHeaders } : {};
    if ('content' in json) {
      described[status] = { ...json, description: json.description ?? description, ...withHeaders };
    } else if (json.type === 'null') {
      described[status] = { type: 'null', description, ...withHeaders };
    } else {
      described[status] = {
        description,
        content: { 'application/json': { schema: json } },
        ...withHeaders,
      };
    }
  }
  return described;
}

export const errorAnswer: Json = errorRef;

/** Every `$ref` target under `node`. */
function refsIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/**
 * What zod writes for OpenAPI 3.0 that a reader should not meet: `{ allOf: [X] }` (an optional
 * named schema) is X, and an `x-events` map names its data schemas inline, since tools do not
 * follow references inside extensions.
 */
function simplify(node: unknown, schemas: Record<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((item) => simplify(item, schemas));
  if (!node || typeof node !== 'object') return node;
  let json = node as Json;
  const allOf = json.allOf as unknown[] | undefined;
  if (allOf?.length === 1 && Object.keys(json).length === 1) return simplify(allOf[0], schemas);
  // A named schema made nullable (`{ allOf: [X], nullable: true }`): OpenAPI 3.0's `nullable`
  // means nothing without a `type` beside it, so X's type is said there too.
  if (allOf?.length === 1 && json.nullable === true && !('type' in json)) {
    const ref = (allOf[0] as Json).$ref;
    const target = typeof ref === 'string' ? schemas[ref.slice(SCHEMAS.length)] : undefined;
    if (typeof target?.type === 'string') json = { type: target.type, ...json };
  }
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => {
      if (key !== 'x-events' || !value || typeof value !== 'object') {
        return [key, simplify(value, schemas)];
      }
      const events = Object.entries(value as Record<string, Json>).map(([event, data]) => {
        const ref = typeof data.$ref === 'string' ? data.$ref.slice(SCHEMAS.length) : '';
        return [event, schemas[ref] ?? data];
      });
      return [key, Object.fromEntries(events)];
    }),
  );
}

function renameRefs(node: unknown, from: string, to: string): unknown {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, from, to));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && value === from ? to : renameRefs(value, from, to),
    ]),
  );
}

/**
 * A request schema's field with a default is one the client may leave out; openapi-typescript
 * (by default) types a named schema's field with a `default` as required, so a request schema
 * says its defaults in words instead (issue 35 item 6).
 */
function defaultsInWords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(defaultsInWords);
  if (!node || typeof node !== 'object') return node;
  const { default: fallback, ...json } = node as Json;
  const walked = Object.fromEntries(
    Object.entries(json).map(([key, value]) => [key, defaultsInWords(value)]),
  );
  if (fallback === undefined || !('type' in json)) return walked;
  const said = `Default when left out: ${JSON.stringify(fallback)}.`;
  return { ...walked, description: json.description ? `${json.description} ${said}` : said };
}

/**
 * Keeps the named schemas something refers to, and names each by its contract name: the zod
 * provider makes an input and an output twin of each (`FoodInput`, `Food`); where only the input
 * one is used (a request body), it takes the plain name.
 */
function tidyComponents(whole: Json): Json {
  const doc = simplify(
    whole,
    (whole.components as { schemas: Record<string, Json> }).schemas,
  ) as Json;
  const components = doc.components as { schemas: Record<string, Json> };
  const schemas = components.schemas;
  const used = new Set<string>();
  let pending = [...refsIn({ ...doc, components: { ...components, schemas: {} } }, new Set())];
  while (pending.length) {
    const name = pending.pop()!.slice(SCHEMAS.length);
    if (used.has(name) || !schemas[name]) continue;
    used.add(name);
    pending = [...pending, ...refsIn(schemas[name], new Set())];
  }
  let tidy: Json = {
    ...doc,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
  for (const name of used) {
    if (!name.endsWith('Input')) continue;
    const named = (tidy.components as { schemas: Record<string, Json> }).schemas;
    named[name] = defaultsInWords(named[name]!) as Json;
  }
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain === name || used.has(plain)) continue;
    tidy = renameRefs(tidy, `${SCHEMAS}${name}`, `${SCHEMAS}${plain}`) as Json;
    const named = (tidy.components as { schemas: Record<string, Json> }).schemas;
    named[plain] = named[name]!;
    delete named[name];
  }
  const sorted = (tidy.components as { schemas: Record<string, Json> }).schemas;
  (tidy.components as Json).schemas = Object.fromEntries(
    Object.entries(sorted).sort(([a], [b]) => a.localeCompare(b)),
  );
  return tidy;
}

/** A form's structured parts (an object, not a file or text) travel as JSON text. */
function jsonParts(schema: Json): Json {
  const parts = (schema.properties ?? {}) as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(parts)
      .filter(([, part]) => part.$ref || part.type === 'object')
      .map(([name]) => [name, { contentType: 'application/json' }]),
  );
}

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const csrfParameterRef = { $ref: '#/components/parameters/CsrfHeader' };
const etagHeader = {
  description: "This copy's tag: send it back as If-None-Match to be answered 304 while it holds",
  schema: { type: 'string' },
};
const ifNoneMatchParameter = {
  in: 'header',
  name: 'If-None-Match',
  required: false,
  description: 'The ETag of the copy the client holds: a 304 with no body while it is current',
  schema: { type: 'string' },
};

/**
 * The document as a whole: the contract's named schemas as components, the CSRF header as a
 * parameter with its one value on every state-changing call that asks for it (a security scheme
 * cannot say the value), and an example on every answer.
 */
export const completeDocument: SwaggerTransformObject = (input) => {
  const withSchemas = createJsonSchemaTransformObject({})(input) as Json;
  const paths = withSchemas.paths as Record<string, Record<string, Json>>;
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = operation.responses as Record<string, Json>;
      if ('304' in responses) {
        // A conditional read: the ETag of each copy, and the header that asks for a 304.
        for (const status of ['200', '304']) {
          responses[status]!.headers = {
            ETag: etagHeader,
            ...(responses[status]!.headers as Json),
          };
        }
        operation.parameters = [...((operation.parameters as Json[]) ?? []), ifNoneMatchParameter];
      }
      const form = (operation.requestBody as { content?: Record<string, Json> } | undefined)
        ?.content?.['multipart/form-data'];
      const encoding = form ? jsonParts(form.schema as Json) : {};
      if (form && Object.keys(encoding).length) form.encoding = encoding;
      // The CSRF header is said once, as a shared parameter a generated client must fill in;
      // completeOperation marked the calls that need it with a `csrfHeader` requirement.
      const security = (operation.security as Record<string, string[]>[] | undefined) ?? [];
      if (!UNSAFE_METHODS.has(method) || !security.some((r) => 'csrfHeader' in r)) continue;
      const rest = security.map(({ csrfHeader: _csrf, ...r }) => r);
      operation.security = rest.every((r) => !Object.keys(r).length) ? [] : rest;
      operation.parameters = [csrfParameterRef, ...((operation.parameters as Json[]) ?? [])];
    }
  }
  const components = withSchemas.components as Json;
  delete (components.securitySchemes as Json).csrfHeader;
  components.parameters = {
    CsrfHeader: {
      in: 'header',
      name: CSRF_HEADER,
      required: true,
      description: `Every state-changing call sends "${CSRF_HEADER}: ${CSRF_HEADER_VALUE}" (a page on another site cannot); without it the answer is 403 CSRF`,
      schema: { type: 'string', enum: [CSRF_HEADER_VALUE] },
    },
  };
  const tidy = tidyComponents(withSchemas);
  exampleAnswers(tidy);
  return tidy as ReturnType<SwaggerTransformObject>;
};
