import {
  errorResponseSchema,
  errorResponses,
  orderIdParamsSchema,
  orderResponseSchema,
  paymentRedirectSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import { toOrder } from '../orders/orders.presenter';
import type { PaymentsModule } from './payments.module';

const errors = errorResponses(400, 401, 403, 404, 500);

/** The customer's own online order while it awaits payment: pay again, or pay on handover. */
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

  app.post(
    '/:id/pay-on-handover',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary: "Switches the caller's unpaid online order to cash on delivery / pay at pickup",
        description:
          'The order is placed at once, its total rounded for cash (decision 0051); the open ' +
          'payment link is cancelled and a payment that still lands later is refunded. 409 ' +
          'when the order no longer awaits payment.',
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      order: toOrder(await service.payOnHandover(request.params.id, callerId(request))),
    }),
  );
};
export default orderPaymentRoutes;
