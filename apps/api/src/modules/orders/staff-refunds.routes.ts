import {
  errorResponses,
  orderIdParamsSchema,
  refundRetryParamsSchema,
  staffOrderResponseSchema,
  staffRefundRequestSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { OrdersModule } from './orders.module';
import { toStaffOrder } from './orders.presenter';

const errors = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * Refunds by staff (issue 31, item 4; decision 0080): admins only, registered inside the staff
 * scope's admin routes, each after a recent sign-in ("Confirm it's you", decision 0036) because
 * money leaves the restaurant. The answer is the order as the board shows it.
 */
const staffRefundsRoutes: FastifyPluginAsyncZod<{ module: OrdersModule }> = async (
  app,
  { module },
) => {
  const { refunds, kitchen } = module;

  app.post(
    '/:id/refunds',
    {
      preHandler: [app.requireRecentAuth],
      schema: {
        tags: ['staff'],
        summary: 'Refunds a paid online order the kitchen accepted, in full or in part',
        description:
          'The amount in major units (at most two decimals), never more than what remains ' +
          'refundable; a reason of 3 to 300 characters. Sent to the payment provider at once: ' +
          'the answer shows the refund refunded, pending (the provider is slow: it is retried) ' +
          'or refused with the provider’s reason. 409 for an order that takes no refund (cash, ' +
          'unpaid, not accepted, refunded in full) or an amount over what remains.',
        params: orderIdParamsSchema,
        body: staffRefundRequestSchema,
        response: { 200: staffOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await refunds.refund(request.params.id, callerId(request), request.body);
      return { order: toStaffOrder(await kitchen.get(request.params.id)) };
    },
  );

  app.post(
    '/:id/refunds/:refundId/retry',
    {
      preHandler: [app.requireRecentAuth],
      schema: {
        tags: ['staff'],
        summary: 'Asks the provider again for a refund it refused',
        description:
          'Only a refused refund that was not retried yet (409 otherwise); the same amount and ' +
          'reason, sent as a new refund.',
        params: refundRetryParamsSchema,
        response: { 200: staffOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, refundId } = request.params;
      await refunds.retry(id, refundId, callerId(request));
      return { order: toStaffOrder(await kitchen.get(id)) };
    },
  );
};
export default staffRefundsRoutes;
