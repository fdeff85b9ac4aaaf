import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../db/schema/index';
import { forbidden, unauthorized } from '../http-error';
import type { AccessTokens } from '../modules/auth/access-token';
import { ACCESS_COOKIE } from '../modules/auth/session-cookies';
import { createSessionRepository, type SessionUser } from '../modules/auth/session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Never taken from the request body. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 unless signed in, 403 unless one of the roles. */
    requireRole: (
      ...roles: UserRole[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Resolves the access-token cookie to a live session on every request. */
export default fp(
  async function authentication(app: FastifyInstance, opts: { accessTokens: AccessTokens }) {
    const sessionsRepo = createSessionRepository(app.db);
    app.decorate('accessTokens', opts.accessTokens);
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[ACCESS_COOKIE];
      if (!token) return;
      const claims = await opts.accessTokens.verify(token);
      if (!claims) return;
      request.user = await sessionsRepo.findActive(claims.sessionId, claims.userId);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role)) throw forbidden();
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
