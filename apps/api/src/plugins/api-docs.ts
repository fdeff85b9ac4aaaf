import { API_BASE_PATH, CSRF_HEADER } from '@ninetonine/contract';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../modules/auth/sessions/session-cookies';
import { completeDocument, describeResponses, errorAnswer } from './openapi-document';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart/form-data body, for the document only: the route reads the form itself. */
    multipartBody?: ZodType;
    /** Headers an answer carries, for the document: status -> header name -> its schema. */
    responseHeaders?: Record<number, Record<string, Record<string, unknown>>>;
  }
}

/** `POST /api/v1/auth/user/logout` -> `postAuthUserLogout`; `{id}` becomes `ById`. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .slice(API_BASE_PATH.length)
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? `by-${segment.slice(1)}` : segment.replace(/[^A-Za-z0-9]+/g, '-'),
    )
    .join('-')
    .split('-')
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * Completes each operation from what the route already says: an operationId, its security (the
 * session cookie where `requireSignedIn` or the route asks for it, the CSRF header on every
 * state-changing call, as plugins/csrf.ts enforces) and the error answer every call can give.
 */
const completeOperation: SwaggerTransform = (input) => {
  const { multipartBody, responseHeaders, ...routeSchema } = (input.schema ?? {}) as FastifySchema;
  const { schema, url } = jsonSchemaTransform({
    ...input,
    schema: multipartBody ? { ...routeSchema, body: multipartBody } : routeSchema,
  }) as { schema: Record<string, unknown>; url: string };
  if (multipartBody) schema.body = { content: { 'multipart/form-data': { schema: schema.body } } };
  const method = [input.route.method].flat()[0]!.toUpperCase();
  const declared = (schema.security as Record<string, string[]>[] | undefined) ?? [];
  // Marks the calls plugins/csrf.ts guards; completeDocument turns the mark into the parameter.
  const csrfExempt = Boolean(
    (input.route.config as { csrfExempt?: boolean } | undefined)?.csrfExempt,
  );
  const unsafe = UNSAFE_METHODS.has(method) && !csrfExempt;
  const security = unsafe
    ? (declared.length ? declared : [{}]).map((r) => ({ ...r, csrfHeader: [] }))
    : declared;
  const declaredResponse = (schema.response as Record<string, unknown> | undefined) ?? {};
  // A route the rate limiter guards answers 429, whether or not its schema remembered to say so.
  const limited = Boolean((input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const declared4xx = Object.keys(declaredResponse).some((code) => /^4/.test(code));
  const response = describeResponses(
    {
      ...declaredResponse,
      ...(limited && !('429' in declaredResponse) ? { 429: errorAnswer } : {}),
      ...(declared4xx ? {} : { '4XX': errorAnswer }),
    },
    (routeSchema.response ?? {}) as Record<string, unknown>,
    routeSchema.summary,
    (responseHeaders ?? {}) as Record<string, Record<string, Record<string, unknown>>>,
  );
  return {
    url,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdFor(method, input.url),
      security,
      response,
    },
  };
};

/** OpenAPI built from the route schemas: JSON at /api/v1/docs/json, a readable page at /api/v1/docs. */
export default fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'NineToNine storefront API',
          description:
            'Menu, accounts, cart and orders for the NineToNine kitchen (open 9:00 to 21:00).',
          version: '1',
          license: { name: 'Proprietary' },
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: ACCESS_COOKIE,
              description:
                'Short-lived access token, httpOnly; set by the sign-in calls and renewed by POST /api/v1/auth/refresh-token. Named __Host-nt_at (Secure, Path=/) when the server is served over HTTPS.',
            },
            refreshCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: REFRESH_COOKIE,
              description:
                'Rotating refresh token, httpOnly, SameSite=Strict, sent only to /api/v1/auth; over HTTPS named __Host-nt_rt (Secure, Path=/), read only by the auth calls.',
            },
            // Only a mark on the calls plugins/csrf.ts guards: completeDocument replaces it with
            // the shared CsrfHeader parameter, so the document says the header once.
            csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
          },
        },
      },
      transform: completeOperation,
      transformObject: completeDocument,
    });
    // No staticCSP: the page has no inline script or style, so the app's own strict CSP
    // (helmet, global) already fits it; swagger-ui's preset would loosen it (https: styles,
    // framing by self, upgrade-insecure-requests, which breaks plain-http local use).
    await app.register(swaggerUi, {
      routePrefix: `${API_BASE_PATH}/docs`,
      // validatorUrl null: no badge fetched from the public validator.
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
