import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookiesOf } from '../modules/auth/sessions/session-cookies';

/** What a route is, for the security log: sign-ins, sign-ups, password changes, sign-outs. */
export type SecurityEvent =
  | 'sign_in'
  | 'sign_up'
  | 'sign_out'
  | 'session_refresh'
  | 'password_change'
  | 'role_change'
  /** One of the user's sessions ended from the sessions list ("sign out this device"). */
  | 'session_end'
  /** "Sign out everywhere else". */
  | 'session_end_others'
  | 'password_reset_request'
  | 'password_reset'
  | 'email_verify'
  /** "This wasn't me" on a verification link: the address left the account that typed it. */
  | 'email_release'
  /** Google added to an existing account with its password (POST /auth/googleSignIn/link). */
  | 'identity_link'
  | 'verification_resend'
  /** An authenticator app set up, confirmed or turned off. */
  | 'second_factor_change'
  /** "Confirm it's you" before a sensitive staff action. */
  | 'reauthenticate'
  | 'security_settings_change';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Log every answer of this route as a security event (`config: { securityEvent }`). */
    securityEvent?: SecurityEvent;
    /**
     * The start-up "who is signed in?" check every visitor's app makes
     * (docs/storefront-contract.md#session-start): its 401 for a request that carries no session
     * cookie at all means nobody is signed in, not a denial, and is not logged (one warning per
     * signed-out visit would bury the real ones).
     */
    signedInCheck?: boolean;
  }
  interface FastifyRequest {
    /** Who the request turned out to be about (set when a session is issued). */
    audit: { userId: string; sessionId: string } | null;
  }
}

/**
 * Structured security events (ASVS V16): every answer of a route marked with `securityEvent`,
 * and every 401, 403 and 429 (but a signed-out visitor's `signedInCheck`), as one log line with the event, outcome, status, route, IP, user
 * and session. Never a secret: no bodies, cookies or tokens (the logger redacts those too).
 */
export default fp(
  async function securityLog(app: FastifyInstance) {
    app.decorateRequest('audit', null);
    // Callback-style: every request passes it, and an async hook costs a promise each time.
    app.addHook('onResponse', (request, reply, done) => {
      logSecurityEvent(request, reply.statusCode);
      done();
    });
  },
  { name: 'security-log' },
);

/** The line for one answer, if it is a security event. */
function logSecurityEvent(request: FastifyRequest, status: number): void {
  const event = request.routeOptions.config?.securityEvent;
  const denied = status === 401 || status === 403 || status === 429;
  if (!event && !denied) return;
  if (status === 401 && request.routeOptions.config?.signedInCheck && !carriesSession(request))
    return;
  const actor =
    request.audit ??
    (request.user ? { userId: request.user.id, sessionId: request.user.sessionId } : null);
  const entry = {
    security: event ?? (status === 429 ? 'rate_limited' : 'access_denied'),
    outcome: status < 400 ? 'success' : 'failure',
    status,
    method: request.method,
    route: request.routeOptions.url ?? null,
    ip: request.ip,
    userId: actor?.userId ?? null,
    sessionId: actor?.sessionId ?? null,
  };
  if (status < 400) request.log.info(entry, 'security event');
  else request.log.warn(entry, 'security event');
}

function carriesSession(request: FastifyRequest): boolean {
  const { accessToken, refreshToken } = sessionCookiesOf(request);
  return accessToken !== undefined || refreshToken !== undefined;
}

/** Never logged, wherever they appear in a log line. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.idToken',
  '*.refreshToken',
  '*.accessToken',
];

/** The pages mailed links open; links mailed before decision 0033 carry the token in the query. */
const LINK_PAGES = /^\/(verify-email|reset-password|invitation)\/*$/i;

/** A request's URL as logged: a link page's without its query (a ?token= there is a live secret). */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  return LINK_PAGES.test(path) ? path : url;
}

/** Fastify's own request serializer, but for the URL (loggedUrl). */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
