import {
  errorResponseSchema,
  orderIdParamsSchema,
  orderResponseSchema,
  orderStatusChangeSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openEventStream } from '../../events/event-stream';
import { unauthorized } from '../../http-error';
import type { OrdersModule } from './orders.module';
import { toOrder } from './orders.presenter';

/** The kitchen's order calls. Registered only inside the staff scope (plugins/staff-scope.ts). */
const staffOrdersRoutes: FastifyPluginAsyncZod<{ module: OrdersModule }> = async (app, opts) => {
  const { orders, streams } = opts.module;

  app.patch(
    '/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Moves an order along the state machine (a reason is required to reject)',
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: {
          200: orderResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const record = await orders.changeStatus({
        orderId: request.params.id,
        to: request.body.status,
        reason: request.body.reason,
        actor: 'staff',
        actorUserId: request.user.id,
      });
      return { order: toOrder(record) };
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['staff'],
        summary: 'Server-sent events of every order change (new orders included)',
        description:
          'text/event-stream; `status` events carry an OrderEvent, `resync` means some may ' +
          'have been missed: reload the board.',
        response: {
          401: errorResponseSchema,
          403: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      streams.followAll(openEventStream(request, reply));
      return reply;
    },
  );
};
export default staffOrdersRoutes;
