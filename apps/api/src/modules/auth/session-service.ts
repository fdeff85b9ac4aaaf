import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http-error';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies';
import { createSessionRepository, type RevokeReason } from './session.repository';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Sessions as the routes see them: start, refresh, end, always with their cookies. */
export function createSessionService(app: FastifyInstance) {
  const repo = createSessionRepository(app.db);
  const { env, accessTokens } = app;

  async function issueCookies(
    request: FastifyRequest,
    reply: FastifyReply,
    s: { userId: string; sessionId: string; refreshToken: string; expiresAt: Date },
  ) {
    const accessToken = await accessTokens.sign({ userId: s.userId, sessionId: s.sessionId });
    setSessionCookies(request, reply, {
      accessToken,
      accessTtlSeconds: accessTokens.ttlSeconds,
      refreshToken: s.refreshToken,
      refreshExpiresAt: s.expiresAt,
      secure: env.COOKIE_SECURE,
    });
  }

  /** Revokes whatever session this browser's cookies name (access or refresh cookie). */
  async function revokeCurrent(request: FastifyRequest, reason: RevokeReason) {
    const user = await request.resolveUser();
    if (user) await repo.revoke(user.sessionId, reason);
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) {
      const sessionId = await repo.sessionOfRefreshToken(refreshToken);
      if (sessionId) await repo.revoke(sessionId, reason);
    }
  }

  return {
    /** A fresh session for `userId`; the one this browser had before is revoked. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string) {
      await revokeCurrent(request, 'replaced');
      const s = await repo.create({
        userId,
        ttlDays: env.REFRESH_TOKEN_TTL_DAYS,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      await issueCookies(request, reply, { userId, ...s });
      return s.sessionId;
    },

    /** Rotates the refresh cookie; 401 (and cleared cookies) for anything but a live token. */
    async refresh(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[REFRESH_COOKIE];
      const result = token
        ? await repo.rotate(token, env.REFRESH_REUSE_GRACE_SECONDS)
        : ({ status: 'invalid' } as const);
      if (result.status === 'rotated') {
        await issueCookies(request, reply, result);
        return;
      }
      if (result.status === 'superseded') {
        // Another request from this browser just rotated it; its cookies are the live ones.
        throw unauthorized('This session was just refreshed. Please retry.', 'REFRESH_SUPERSEDED');
      }
      clearSessionCookies(request, reply, env.COOKIE_SECURE);
      throw unauthorized(SESSION_ENDED, 'SESSION_EXPIRED');
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      await revokeCurrent(request, 'logout');
      clearSessionCookies(request, reply, env.COOKIE_SECURE);
    },

    revokeOthers: (userId: string, keepSessionId: string) =>
      repo.revokeOthers(userId, keepSessionId, 'password_changed'),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
