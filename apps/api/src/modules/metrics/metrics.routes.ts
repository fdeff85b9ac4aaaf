import { ErrorCode, errorResponseSchema } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from './app-metrics';
import { isOperatorRequest } from './metrics-access';

/** A route the router did not match (a storefront page, a 404): one label for all of them. */
const UNMATCHED = '(unmatched)';

/**
 * Prometheus text at GET /metrics, at the root as scrapers expect (outside /api/v1, and a route
 * of its own so the storefront's page fallback never answers it), and every request's time by
 * route pattern. Refused with 404, as for any unknown address: the figures are not for visitors,
 * and a scanner learns nothing (decision 0057).
 */
export default fp(
  async function metricsRoutes(
    app: FastifyInstance,
    opts: { metrics: AppMetrics; token: string | undefined },
  ) {
    const { metrics } = opts;
    // onResponse: after the answer is sent, so its time is the client's and costs it nothing.
    // Callback-style: every request passes it, and an async hook costs a promise each time.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestAnswered(
        request.method,
        request.routeOptions.url ?? UNMATCHED,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get(
      '/metrics',
      { schema: { hide: true, response: { 404: errorResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!isOperatorRequest(request, opts.token)) {
          return reply.status(404).send({ message: 'Not found', code: ErrorCode.NotFound });
        }
        return reply.type(metrics.contentType).send(await metrics.text());
      },
    );
  },
  { name: 'metrics-routes' },
);
