import {
  errorResponses,
  orderEventStreamResponse,
  orderIdParamsSchema,
  orderStatusChangeSchema,
  staffOrderResponseSchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { OrdersModule } from './orders.module';
import { toStaffOrder } from './orders.presenter';
import type { StreamGate } from './stream-gate';

/** The kitchen's order calls. Registered only inside the staff scope (plugins/staff-scope.ts). */
const staffOrdersRoutes: FastifyPluginAsyncZod<{
  module: OrdersModule;
  streamGate: StreamGate;
}> = async (app, opts) => {
  const { kitchen, streams } = opts.module;
  const { streamGate } = opts;

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "The orders board: a day's orders (the restaurant's today by default)",
        description:
          'Orders placed or scheduled within the restaurant-time days `from`..`to`, newest ' +
          'first, each with its lines, note, address and customer; unfinished orders from ' +
          'earlier days too while the days are still running. `status` is a comma-separated list; ' +
          'without it, online orders awaiting payment or expired unpaid are left out. Unfinished ' +
          'orders come whole; finished ones a page of `doneLimit` (default 20), newest placed ' +
          "first: `doneAfter` (the answer's `doneCursor`) asks for the next page alone.",
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrdersResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { records, range, truncated, doneTotal, doneCursor } = await kitchen.list(
        request.query,
      );
      return {
        orders: records.map(toStaffOrder),
        range: {
          from: range.from,
          to: range.to,
          timeZone: range.timeZone,
          start: range.start.toISOString(),
          end: range.end.toISOString(),
        },
        truncated,
        doneTotal,
        doneCursor,
      };
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
          'have been missed: reload the board. The stream ends when the access token expires ' +
          '(reconnect with a fresh one), when the session ends and when the role changes. 429 ' +
          'with Retry-After beyond the streams a user may hold or open per minute, or the ' +
          'instance may hold.',
        response: { 200: orderEventStreamResponse, ...errorResponses(401, 403, 429, 500) },
      },
      preHandler: streamGate.rateLimit,
    },
    async (request, reply) => {
      streams.followAll(request, reply, await streamGate.opening(request));
      return reply;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One order as the kitchen sees it (any customer’s)',
        params: orderIdParamsSchema,
        response: { 200: staffOrderResponseSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ({ order: toStaffOrder(await kitchen.get(request.params.id)) }),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Moves an order along the state machine (a reason is required to reject)',
        description:
          'One step forward, a rejection with its reason, or an undo of the last step (back to ' +
          'the status before it, within two minutes). With `from`, refused (409) unless the ' +
          'order is still in that status. A scheduled order is not made ready, sent or handed ' +
          'over before its own day (409 with the sentence to show).',
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: {
          200: staffOrderResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request) => {
      const record = await kitchen.changeStatus({
        orderId: request.params.id,
        to: request.body.status,
        reason: request.body.reason,
        from: request.body.from,
        actorUserId: callerId(request),
      });
      return { order: toStaffOrder(record) };
    },
  );
};
export default staffOrdersRoutes;
