import {
  errorResponses,
  orderIdParamsSchema,
  riderAssignmentSchema,
  staffOrderResponseSchema,
  staffRidersResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { OrdersModule } from '../orders/orders.module';
import { toStaffOrder } from '../orders/orders.presenter';
import type { RidersService } from './riders.service';

/** The kitchen's side of riders: who they are, and who carries which delivery (staff scope). */
const staffRidersRoutes: FastifyPluginAsyncZod<{
  riders: RidersService;
  orders: OrdersModule;
}> = async (app, opts) => {
  const { riders } = opts;

  app.get(
    '/riders',
    {
      schema: {
        tags: ['staff'],
        summary: 'The rider accounts, with how many unfinished deliveries each carries',
        response: { 200: staffRidersResponseSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ riders: await riders.listRiders() }),
  );

  app.put(
    '/orders/:id/rider',
    {
      schema: {
        tags: ['staff'],
        summary: 'Gives a delivery to a rider (null: to nobody) until it leaves the door',
        description:
          '409 for a pickup order, or one out for delivery or finished; 400 when `riderId` is ' +
          'not a rider account.',
        params: orderIdParamsSchema,
        body: riderAssignmentSchema,
        response: {
          200: staffOrderResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request) => {
      await riders.assign({
        staffId: callerId(request),
        orderId: request.params.id,
        riderId: request.body.riderId,
      });
      return { order: toStaffOrder(await opts.orders.kitchen.get(request.params.id)) };
    },
  );
};
export default staffRidersRoutes;
