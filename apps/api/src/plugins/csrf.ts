import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE, ErrorCode } from '@ninetonine/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call no browser makes and that proves itself otherwise (a provider's signed webhook):
     * no CSRF header asked for.
     */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Node lower-cases incoming header names. */
const CSRF_HEADER_KEY = CSRF_HEADER.toLowerCase();

/**
 * Cookies are SameSite, and on top of that every state-changing API call must carry a custom
 * header (which a cross-site form cannot send and cross-site scripts cannot add without a CORS
 * preflight we never grant) and, when the browser sends an Origin, come from our own origin.
 */
export default fp(
  async function csrf(app: FastifyInstance, opts: { allowedOrigins: string[] }) {
    // Callback-style: every request passes it (a GET at once), and an async hook costs a promise
    // and a microtask each time.
    app.addHook('onRequest', (request, _reply, done) => {
      done(refusal(request, opts.allowedOrigins));
    });
  },
  { name: 'csrf' },
);

/** Why a request is refused as a possible cross-site forgery, or undefined when it is not. */
function refusal(request: FastifyRequest, allowedOrigins: string[]): HttpError | undefined {
  // Decided by the route the router matched, never by the raw URL: `/%61pi/v1/…` or an
  // absolute-form request line reach the same API route while not looking like one.
  const route = request.routeOptions.url;
  if (SAFE_METHODS.has(request.method) || !route?.startsWith(API_BASE_PATH)) return undefined;
  if (request.routeOptions.config.csrfExempt) return undefined;
  if (request.headers[CSRF_HEADER_KEY] !== CSRF_HEADER_VALUE) {
    return new HttpError(
      403,
      'This request was blocked for your security. Please reload the page and try again.',
      ErrorCode.Csrf,
    );
  }
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !allowedOrigins.includes(origin)) {
    return new HttpError(403, 'Requests from other sites are not allowed.', ErrorCode.Csrf);
  }
  return undefined;
}
