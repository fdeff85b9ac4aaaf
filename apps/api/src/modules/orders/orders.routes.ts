import {
  checkoutConflictSchema,
  errorResponseSchema,
  errorResponses,
  idempotentReplayedHeader,
  orderIdParamsSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
  ordersListQuerySchema,
  ordersListResponseSchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  orderEventStreamResponse,
} from '@ninetonine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import { CheckoutRefusal } from './checkout.service';
import type { OrdersModule } from './orders.module';
import { toOrder, toOrdersPage, toQuote } from './orders.presenter';
import type { StreamGate } from './stream-gate';

const errors = errorResponses(400, 401, 403, 404, 500);

/** Orders one customer may place per window (retries of one checkout included). */
export const placeOrderRateLimit = { max: 60, timeWindow: '15 minutes' };
/**
 * Quotes one customer may ask for per window: the checkout page asks on every change of its
 * choices, so generous; it stops a script trying codes (issue 18).
 */
export const quoteRateLimit = { max: 120, timeWindow: '15 minutes' };

/** A refused checkout answers 409 with the fresh quote, so the page can show what changed. */
function sendRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof CheckoutRefusal)) throw error;
  return reply.status(409).send({
    message: error.message,
    code: error.code,
    ...(error.quote ? { quote: toQuote(error.quote) } : {}),
  });
}

/**
 * The signed-in customer's checkout and orders (docs/decisions/0017). Owner, prices, totals and
 * status always come from the server; another customer's order is 404.
 */
const ordersRoutes: FastifyPluginAsyncZod<{
  module: OrdersModule;
  streamGate: StreamGate;
}> = async (app, opts) => {
  const { orders, checkout, streams } = opts.module;
  const { streamGate } = opts;

  // onRequest, so a signed-out caller gets 401 before any validation.
  requireSignedIn(app);

  app.post(
    '/quote',
    {
      schema: {
        tags: ['orders'],
        summary: "The server's price of the caller's cart as chosen, with problems and time slots",
        description:
          'A coupon code that is unknown or not live now gets one reason whichever it is; a ' +
          'live code that does not fit this cart says why. 429 after ' +
          `${quoteRateLimit.max} quotes in ${quoteRateLimit.timeWindow} (Retry-After says when).`,
        body: quoteRequestSchema,
        response: { 200: quoteResponseSchema, ...errors, 429: errorResponseSchema },
      },
      preValidation: app.rateLimitBy('quote', quoteRateLimit, (r) => r.user?.id ?? null),
    },
    async (request) => ({ quote: toQuote(await checkout.quote(callerId(request), request.body)) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Places the cart as an order, exactly once per Idempotency-Key',
        description:
          '201 with the new order (for paymentMethod online: status awaiting_payment, and ' +
          '`payment.redirectUrl`, the hosted page to send the browser to; 502 when the provider ' +
          'cannot be reached: the same call again gets the page); 200 with the same order when ' +
          'the key was already used with ' +
          'the same body (a retry); 422 when it was used with a different body; 409 with the ' +
          'fresh quote when the total changed or the order cannot be placed as chosen (nothing ' +
          'is written then).',
        headers: placeOrderHeadersSchema,
        body: placeOrderRequestSchema,
        responseHeaders: { 200: idempotentReplayedHeader },
        response: {
          200: placeOrderResponseSchema,
          201: placeOrderResponseSchema,
          ...errors,
          402: errorResponseSchema,
          409: checkoutConflictSchema,
          422: errorResponseSchema,
          502: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // Counted before validation, so malformed bodies count too.
      preValidation: app.rateLimitBy('place-order', placeOrderRateLimit, (r) => r.user?.id ?? null),
    },
    async (request, reply) => {
      try {
        const { record, created } = await checkout.place(
          callerId(request),
          request.headers['idempotency-key'],
          request.body,
        );
        if (!created) reply.header('idempotent-replayed', 'true');
        // Online: where to pay (a replay while still unpaid gets the open link, or a new one).
        const payment =
          record.order.status === 'awaiting_payment' && opts.module.payments
            ? { redirectUrl: await opts.module.payments.service.startPayment(record.order.id) }
            : undefined;
        return reply
          .status(created ? 201 : 200)
          .send({ order: toOrder(record), ...(payment && { payment }) });
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first, paged",
        querystring: ordersListQuerySchema,
        response: { 200: ordersListResponseSchema, ...errors },
      },
    },
    async (request) => toOrdersPage(await orders.list(callerId(request), request.query.page)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the caller's orders (404 for anyone else's)",
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({ order: toOrder(await orders.get(request.params.id, callerId(request))) }),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: "Cancels the caller's order while the kitchen has not accepted it",
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const me = callerId(request);
      const record = await orders.changeStatus({
        orderId: request.params.id,
        to: 'cancelled',
        actor: 'customer',
        actorUserId: me,
        ownerId: me,
      });
      return { order: toOrder(record) };
    },
  );

  app.get(
    '/:id/events',
    {
      schema: {
        tags: ['orders'],
        summary: "Server-sent events of the caller's order: its status now, then every change",
        description:
          'text/event-stream; each `status` event carries an OrderEvent (orderId, number, ' +
          'status, at, reason). 404 for anyone else’s order. The stream ends after a final ' +
          'status, when the access token expires (reconnect with a fresh one), and when the ' +
          'session ends. 429 with Retry-After beyond the streams a user may hold or open per ' +
          'minute, or the instance may hold.',
        params: orderIdParamsSchema,
        response: { 200: orderEventStreamResponse, ...errors, 429: errorResponseSchema },
      },
      preHandler: streamGate.rateLimit,
    },
    async (request, reply) => {
      const me = callerId(request);
      if (!(await orders.statusEvent(request.params.id, me))) {
        throw notFound('We could not find that order.');
      }
      const opening = await streamGate.opening(request);
      streams.followOrder(request, reply, { ...opening, orderId: request.params.id });
      return reply;
    },
  );

  // Only where online payment is configured: no order awaits a payment otherwise.
  const { orderPayments } = opts.module;
  if (!orderPayments) return;
  app.post(
    '/:id/pay-on-handover',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary: "Switches the caller's unpaid online order to cash on delivery / pay at pickup",
        description:
          'The order is placed at once, its total rounded for cash (decision 0051); the open ' +
          'payment link is cancelled and a payment that still lands later is refunded. 409 ' +
          'when the order no longer awaits payment, or when a delivery may not be paid in ' +
          'cash (its area takes none, or it is above the cash limit; decision 0090).',
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      order: toOrder(await orderPayments.payOnHandover(request.params.id, callerId(request))),
    }),
  );
};
export default ordersRoutes;
