import {
  errorResponses,
  orderIdParamsSchema,
  POSITIONS_PER_MINUTE,
  riderOrdersResponseSchema,
  riderPositionSavedSchema,
  riderPositionSchema,
  riderStatusChangeSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import { perUser } from '../../plugins/rate-limit';
import type { RidersService } from './riders.service';
import { toOpenDelivery, toRiderOrder } from './riders.presenter';

/** The rider's phone page's calls. Registered only inside the rider scope (plugins/rider-scope.ts). */
const ridersRoutes: FastifyPluginAsyncZod<{ riders: RidersService }> = async (app, opts) => {
  const { riders } = opts;

  async function ownList(riderId: string) {
    const { carried, customers, open } = await riders.list(riderId);
    return {
      orders: carried.map((r) =>
        toRiderOrder(r.order, r.lines, customers.get(r.order.userId), r.upi),
      ),
      open: open.map(toOpenDelivery),
    };
  }

  app.get(
    '/',
    {
      schema: {
        tags: ['rider'],
        summary: "The rider's deliveries not delivered yet, and ready ones nobody carries",
        response: { 200: riderOrdersResponseSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => ownList(callerId(request)),
  );

  app.post(
    '/:id/take',
    {
      schema: {
        tags: ['rider'],
        summary: 'Takes a ready delivery nobody carries (409 when another rider was first)',
        params: orderIdParamsSchema,
        response: {
          200: riderOrdersResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request) => {
      const riderId = callerId(request);
      await riders.take(riderId, request.params.id);
      return ownList(riderId);
    },
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        tags: ['rider'],
        summary: '"Picked up" (ready → out for delivery) or "Delivered", on the rider’s own order',
        description:
          'Only the order’s rider; 404 for anyone else’s. 409 with the sentence to show when the ' +
          'order is not in a status this move starts from (or not in `from`).',
        params: orderIdParamsSchema,
        body: riderStatusChangeSchema,
        response: {
          200: riderOrdersResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request) => {
      const riderId = callerId(request);
      await riders.move({
        riderId,
        orderId: request.params.id,
        to: request.body.status,
        from: request.body.from,
      });
      return ownList(riderId);
    },
  );

  app.put(
    '/:id/position',
    {
      schema: {
        tags: ['rider'],
        summary: "The rider's position now, while their order is out for delivery",
        description:
          'Kept as the order’s only position until it is delivered (then cleared). 409 when the ' +
          `order is not out for delivery, 404 when it is not the rider’s; ${POSITIONS_PER_MINUTE} ` +
          'a minute at most (429).',
        params: orderIdParamsSchema,
        body: riderPositionSchema,
        response: {
          204: riderPositionSavedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 500),
        },
      },
      preHandler: app.rateLimitBy(
        'rider-position',
        { max: POSITIONS_PER_MINUTE, timeWindow: '1 minute' },
        perUser,
      ),
    },
    async (request, reply) => {
      const { lat, lng } = request.body;
      await riders.position({
        riderId: callerId(request),
        orderId: request.params.id,
        point: { lat, lng },
      });
      return reply.status(204).send();
    },
  );
};
export default ridersRoutes;
