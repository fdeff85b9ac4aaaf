import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'nt_at';
export const REFRESH_COOKIE = 'nt_rt';
/** The refresh token only ever travels to the auth endpoints. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

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
