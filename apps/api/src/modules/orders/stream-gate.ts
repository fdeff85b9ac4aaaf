import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http-error';
import { sessionCookiesOf } from '../auth/sessions/session-cookies';
import type { StreamOpening } from './order-streams';

/**
 * What both stream routes check before opening (docs/decisions/0032): how many streams the
 * caller opened this minute (one limit for both routes, shared through Redis when configured),
 * and who is opening until when (the access token's expiry ends the stream).
 */
export function createStreamGate(app: FastifyInstance, opensPerMinute: number) {
  const rateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void> =
    app.rateLimitBy(
      'stream-open',
      { max: opensPerMinute, timeWindow: '1 minute' },
      (request) => request.user?.id ?? null,
    );
  return {
    /** preHandler: 429 with Retry-After beyond the caller's opens per minute. */
    rateLimit,
    /** The signed-in caller (resolved by the route's auth check) and their token's expiry. */
    async opening(request: FastifyRequest): Promise<StreamOpening> {
      const user = await request.resolveUser();
      // Under the name the session was given (`__Host-nt_at` over https): the plain name alone
      // refused every stream behind TLS (found by tests/topology).
      const claims = await app.accessTokens.verify(sessionCookiesOf(request).accessToken ?? '');
      if (!user || !claims || claims.sessionId !== user.sessionId) throw unauthorized();
      return { userId: user.id, sessionId: user.sessionId, expiresAt: claims.expiresAt };
    },
  };
}
export type StreamGate = ReturnType<typeof createStreamGate>;
