import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in on (from the proxy, e.g. nginx's $request_id) and goes out on. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: a token short enough for every log line, in characters no
 * log reader or terminal treats specially (no spaces, quotes, newlines or escape codes).
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the proxy's (or client's) X-Request-Id when it is a sane token, so one id
 * follows a request through nginx and every API line; a new UUID otherwise (unique across
 * instances, unlike Fastify's per-process counter).
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
