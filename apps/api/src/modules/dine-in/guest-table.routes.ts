import {
  errorResponseSchema,
  errorResponses,
  guestTabResponseSchema,
  guestTableResponseSchema,
  roundHeadersSchema,
  roundRequestSchema,
  roundResponseSchema,
  tableCallRequestSchema,
  tableCallResponseSchema,
  tableJoinSchema,
  tableTokenParamsSchema,
  tabPaymentResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuestTableService } from './guest-table.service';
import type { GuestCookies } from './table-links';

/** A round of 50 lines with options is well under this. */
const BODY_LIMIT = 16 * 1024;
const tags = ['dine-in'];
const guestErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 500);
/**
 * Public writes, per address like the contact form's: a table of phones behind the restaurant's
 * Wi-Fi shares one, so the limits are a busy evening's, not one guest's.
 */
const limits = {
  join: { max: 60, timeWindow: '15 minutes' },
  round: { max: 120, timeWindow: '15 minutes' },
  call: { max: 60, timeWindow: '15 minutes' },
  pay: { max: 30, timeWindow: '15 minutes' },
};

/** The guest's side of a table, by its QR token; no account (decision 0094). */
const guestTableRoutes: FastifyPluginAsyncZod<{
  guests: GuestTableService;
  cookies: GuestCookies;
}> = async (app, { guests, cookies }) => {
  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'The table a QR code opens, and this browser’s tab when it sits there',
        params: tableTokenParamsSchema,
        response: { 200: guestTableResponseSchema, ...errorResponses(400, 404, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return guests.table(request.params.token, cookies.guestOf(request));
    },
  );

  app.post(
    '/:token/join',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: limits.join },
      schema: {
        tags,
        summary: 'Joins the table’s tab with a name (a phone optional); sets the guest cookie',
        params: tableTokenParamsSchema,
        body: tableJoinSchema,
        response: { 200: guestTabResponseSchema, ...guestErrors },
      },
    },
    async (request, reply) => {
      const joined = await guests.join(request.params.token, request.body);
      cookies.set(request, reply, joined.guestId);
      return { tab: joined.tab, you: joined.you };
    },
  );

  app.get(
    '/:token/tab',
    {
      schema: {
        tags,
        summary: 'The guest’s tab: its rounds and their statuses, total, paid and balance',
        params: tableTokenParamsSchema,
        response: { 200: guestTabResponseSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return guests.tab(request.params.token, cookies.guestOf(request));
    },
  );

  app.post(
    '/:token/rounds',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: limits.round },
      schema: {
        tags,
        summary: 'Sends a round to the kitchen, priced by the server (Idempotency-Key)',
        params: tableTokenParamsSchema,
        headers: roundHeadersSchema,
        body: roundRequestSchema,
        response: { 200: roundResponseSchema, 201: roundResponseSchema, ...guestErrors },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await guests.round(
        request.params.token,
        cookies.guestOf(request),
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/:token/calls',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: limits.call },
      schema: {
        tags,
        summary: 'Calls staff, or asks for the bill; the board shows it at once',
        params: tableTokenParamsSchema,
        body: tableCallRequestSchema,
        response: { 201: tableCallResponseSchema, ...guestErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await guests.call(request.params.token, cookies.guestOf(request), request.body.kind)),
  );

  app.post(
    '/:token/tab/pay',
    {
      config: { rateLimit: limits.pay },
      schema: {
        tags,
        summary:
          'Pays the tab’s balance online: answers the provider’s page to send the browser to',
        params: tableTokenParamsSchema,
        description:
          'The amount is the tab’s balance as the server computes it from its rounds. A second ' +
          'call at the same balance answers the same page; at a new balance the older attempt ' +
          'is closed first (409 when it cannot be: it may have just been paid). 409 for a ' +
          'closed, paid or empty tab, or when online payment is not configured; 502 when the ' +
          'provider cannot be reached.',
        response: { 200: tabPaymentResponseSchema, ...guestErrors, 502: errorResponseSchema },
      },
    },
    async (request) => ({
      redirectUrl: await guests.pay(request.params.token, cookies.guestOf(request)),
    }),
  );
};
export default guestTableRoutes;
