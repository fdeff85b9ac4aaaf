import {
  CLIENT_ERRORS_PATH,
  clientErrorReportSchema,
  errorResponses,
  messageResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimits } from '../../plugins/rate-limit';
import type { AppMetrics } from '../metrics/app-metrics';
import { clientErrorEntry } from './client-error-entry';

/** The largest report the contract allows is under 6 kB of JSON; anything bigger is not one. */
const REPORT_BODY_LIMIT = 8 * 1024;

/**
 * Uncaught errors in the storefront (decision 0057): logged as warnings and counted, nothing
 * stored, so no service or repository (decision 0038 lets a module this small skip the layers).
 * It changes nothing, so the CSRF header rule costs the page nothing and stays as for any POST.
 */
const clientErrorsRoutes: FastifyPluginAsyncZod<{ metrics: AppMetrics }> = async (app, opts) => {
  app.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // One broken page in a loop, or someone filling the log: a few reports a minute per IP.
      config: { rateLimit: rateLimits.clientErrors },
      schema: {
        tags: ['site'],
        summary: 'Reports an uncaught error in the storefront (logged and counted, not stored)',
        body: clientErrorReportSchema,
        response: {
          202: messageResponseSchema,
          ...errorResponses(400, 403, 413, 415, 500),
        },
      },
    },
    async (request, reply) => {
      const report = request.body;
      request.log.warn(
        clientErrorEntry(report, request.headers['user-agent']),
        'storefront error reported',
      );
      opts.metrics.clientError(report.kind);
      return reply.status(202).send({ message: 'Reported. Thank you.' });
    },
  );
};
export default clientErrorsRoutes;
