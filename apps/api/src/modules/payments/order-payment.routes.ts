import {
  errorResponseSchema,
  errorResponses,
  orderIdParamsSchema,
  paymentRedirectSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import type { PaymentsModule } from './payments.module';

const errors = errorResponses(400, 401, 403, 404, 500);

/**
 * The customer's own online order while it awaits payment: pay again. (Paying on handover
 * instead moves the order: the orders routes have it, decision 0077.)
 */
const orderPaymentRoutes: FastifyPluginAsyncZod<{ module: PaymentsModule }> = async (app, opts) => {
  const { service } = opts.module;
  requireSignedIn(app);

  app.post(
    '/:id/payment',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary: "A fresh attempt to pay the caller's order online, at the same amount",
        description:
          'After a failed payment, or to resume one: the hosted page to send the browser to. ' +
          '409 when the order no longer awaits payment (paid, expired, cancelled); 502 when ' +
          'the provider cannot be reached.',
        params: orderIdParamsSchema,
        response: {
          200: paymentRedirectSchema,
          ...errors,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      redirectUrl: await service.retry(request.params.id, callerId(request)),
    }),
  );
};
export default orderPaymentRoutes;
