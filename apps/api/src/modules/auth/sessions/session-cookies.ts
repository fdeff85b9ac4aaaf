import { API_BASE_PATH, SESSION_HINT_COOKIE } from '@ninetonine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrowserSession, IssuedSession, SignInOrigin } from './sessions.service';

export const ACCESS_COOKIE = 'nt_at';
export const REFRESH_COOKIE = 'nt_rt';
/** Over plain http the refresh token only ever travels to the auth endpoints. */
export const REFRESH_COOKIE_PATH = `${API_BASE_PATH}/auth`;
/**
 * Secure cookies carry the `__Host-` prefix: the browser then takes them only from this exact
 * origin over HTTPS, with Path=/ and no Domain, so no sibling subdomain can plant or shadow a
 * session (docs/decisions/0034-what-npm-start-and-https-trust.md).
 */
export const HOST_PREFIX = '__Host-';

interface CookieSpec {
  access: { name: string; path: string };
  refresh: { name: string; path: string };
}

/** Names and paths for one answer: `__Host-` names on Path=/ when Secure, else the plain ones. */
export function sessionCookieSpec(secure: boolean): CookieSpec {
  return secure
    ? {
        access: { name: `${HOST_PREFIX}${ACCESS_COOKIE}`, path: '/' },
        refresh: { name: `${HOST_PREFIX}${REFRESH_COOKIE}`, path: '/' },
      }
    : {
        access: { name: ACCESS_COOKIE, path: '/api' },
        refresh: { name: REFRESH_COOKIE, path: REFRESH_COOKIE_PATH },
      };
}

/** COOKIE_SECURE (explicit, or from an https PUBLIC_URL: env.ts), else the request's protocol. */
function isSecure(request: FastifyRequest, forced?: boolean): boolean {
  return forced ?? request.server.env?.COOKIE_SECURE ?? request.protocol === 'https';
}

/**
 * The session cookies this request carries, under the names it was given them: when Secure only
 * the `__Host-` names count (a plain `nt_at` may have been planted by a sibling subdomain).
 */
export function sessionCookiesOf(request: FastifyRequest): {
  accessToken: string | undefined;
  refreshToken: string | undefined;
} {
  const spec = sessionCookieSpec(isSecure(request));
  const cookies = request.cookies ?? {};
  return { accessToken: cookies[spec.access.name], refreshToken: cookies[spec.refresh.name] };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: {
    accessToken: string;
    accessTtlSeconds: number;
    refreshToken: string;
    refreshExpiresAt: Date;
    secure?: boolean;
  },
) {
  const secure = isSecure(request, opts.secure);
  const spec = sessionCookieSpec(secure);
  reply.setCookie(spec.access.name, opts.accessToken, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: spec.access.path,
    maxAge: opts.accessTtlSeconds,
  });
  reply.setCookie(spec.refresh.name, opts.refreshToken, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: spec.refresh.path,
    expires: opts.refreshExpiresAt,
  });
  // Not a secret, readable by the page: "this browser holds a session" (decision 0045). Anyone
  // able to plant it gains one GET /auth/me that answers 401.
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: opts.refreshExpiresAt,
  });
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secure?: boolean,
) {
  const s = isSecure(request, secure);
  const spec = sessionCookieSpec(s);
  reply.clearCookie(spec.access.name, {
    path: spec.access.path,
    httpOnly: true,
    secure: s,
    sameSite: 'lax',
  });
  reply.clearCookie(spec.refresh.name, {
    path: spec.refresh.path,
    httpOnly: true,
    secure: s,
    sameSite: 'strict',
  });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', secure: s, sameSite: 'lax' });
}

/** Hands a session over to the browser as its two cookies. */
export function issueSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
  secure?: boolean,
) {
  request.audit = { userId: session.userId, sessionId: session.sessionId };
  setSessionCookies(request, reply, {
    accessToken: session.accessToken,
    accessTtlSeconds: session.accessTtlSeconds,
    refreshToken: session.refreshToken,
    refreshExpiresAt: session.expiresAt,
    secure,
  });
}

/** The session this browser's cookies name now (a sign-in replaces it, a logout ends it). */
export async function browserSession(request: FastifyRequest): Promise<BrowserSession> {
  const user = await request.resolveUser();
  return { sessionId: user?.sessionId, refreshToken: sessionCookiesOf(request).refreshToken };
}

export const signInOrigin = (request: FastifyRequest): SignInOrigin => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});
