import { API_BASE_PATH } from '@ninetonine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrowserSession, IssuedSession, SignInOrigin } from './sessions.service';

export const ACCESS_COOKIE = 'nt_at';
export const REFRESH_COOKIE = 'nt_rt';
/** The refresh token only ever travels to the auth endpoints. */
export const REFRESH_COOKIE_PATH = `${API_BASE_PATH}/auth`;

function isSecure(request: FastifyRequest, forced: boolean | undefined): boolean {
  return forced ?? request.protocol === 'https';
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
  reply.setCookie(ACCESS_COOKIE, opts.accessToken, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/api',
    maxAge: opts.accessTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, opts.refreshToken, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    expires: opts.refreshExpiresAt,
  });
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secure?: boolean,
) {
  const s = isSecure(request, secure);
  reply.clearCookie(ACCESS_COOKIE, { path: '/api', httpOnly: true, secure: s, sameSite: 'lax' });
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    secure: s,
    sameSite: 'strict',
  });
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
  return { sessionId: user?.sessionId, refreshToken: request.cookies[REFRESH_COOKIE] };
}

export const signInOrigin = (request: FastifyRequest): SignInOrigin => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});
