import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../db/schema/index';
import { ErrorCode, REAUTH_WINDOW_MINUTES } from '@ninetonine/contract';
import { forbidden, unauthorized } from '../http-error';
import type { AccessTokens } from '../modules/auth/sessions/access-token';
import { sessionCookiesOf } from '../modules/auth/sessions/session-cookies';
import type { SessionUser } from '../modules/auth/sessions/session.repository';
import type { SessionsService } from '../modules/auth/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller, or null. Never taken from the request body. Set by
     * `resolveUser()` (which `requireUser`/`requireRole` call); null before that.
     */
    user: SessionUser | null;
    /** Resolves the access cookie to a live session, once per request (memoised). */
    resolveUser(): Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The app's one sessions service (built by the auth module's composition root). */
    sessions: SessionsService;
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 unless signed in, 403 unless one of the roles. */
    requireRole: (
      ...roles: UserRole[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler for sensitive staff actions: 401 unless signed in, 403 REAUTH_REQUIRED unless
     * the sign-in (or a re-authentication) is less than REAUTH_WINDOW_MINUTES old.
     */
    requireRecentAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** OpenAPI security requirement of a route that needs a session (api-docs adds the CSRF header). */
export const SESSION_SECURITY = [{ sessionCookie: [] }];

/**
 * Every route registered after this in `app`'s context needs a signed-in caller (or `check`),
 * answers `no-store`, and its OpenAPI operation says so: the check and its documentation cannot
 * drift apart.
 */
export function requireSignedIn(
  app: FastifyInstance,
  check: (request: FastifyRequest, reply: FastifyReply) => Promise<void> = app.requireUser,
): void {
  app.addHook('onRequest', check);
  // Answers about one caller are never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: SESSION_SECURITY };
  });
}

/** The caller's id on a route behind `requireSignedIn` (401 should the check ever be missing). */
export function callerId(request: { user: { id: string } | null }): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

const REAUTH_MESSAGE =
  "Please confirm it's you: enter your password or a code from your authenticator app.";

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * Resolves the access-token cookie to a live session, only for the requests that ask: the
 * catalog and images (most traffic, cookie or not) never pay for a token check and a query.
 */
export default fp(
  async function authentication(
    app: FastifyInstance,
    opts: { accessTokens: AccessTokens; sessions: SessionsService },
  ) {
    app.decorate('accessTokens', opts.accessTokens);
    app.decorate('sessions', opts.sessions);
    app.decorateRequest('user', null);

    async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
      request.user = await opts.sessions.authenticate(sessionCookiesOf(request).accessToken);
      return request.user;
    }
    app.decorateRequest('resolveUser', function resolveUser(this: FastifyRequest) {
      let lookup = lookups.get(this);
      if (!lookup) {
        lookup = lookUp(this);
        lookups.set(this, lookup);
      }
      return lookup;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await request.resolveUser())) throw unauthorized();
    });
    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      const user = await request.resolveUser();
      if (!user) throw unauthorized();
      if (!roles.includes(user.role)) throw forbidden();
    });
    app.decorate('requireRecentAuth', async (request: FastifyRequest) => {
      const user = await request.resolveUser();
      if (!user) throw unauthorized();
      if (Date.now() - user.authenticatedAt.getTime() > REAUTH_WINDOW_MINUTES * 60_000) {
        throw forbidden(REAUTH_MESSAGE, ErrorCode.ReauthRequired);
      }
    });
  },
  { name: 'authentication' },
);
