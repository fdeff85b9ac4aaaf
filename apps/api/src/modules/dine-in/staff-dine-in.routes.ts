import {
  dineInIdParamsSchema,
  errorResponses,
  staffTableResponseSchema,
  staffTablesResponseSchema,
  staffTabResponseSchema,
  staffTabsResponseSchema,
  tabMergeRequestSchema,
  tabMoveRequestSchema,
  tabPaidRequestSchema,
  tableCallAckResponseSchema,
  tableCallsResponseSchema,
  tableInputSchema,
  tableQrSvgResponse,
  tableRemovedSchema,
  tableUpdateSchema,
} from '@ninetonine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { TablesService } from './tables.service';
import type { TabsService } from './tabs.service';

const BODY_LIMIT = 4 * 1024;
const reads = errorResponses(401, 403, 404, 500);
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415, 500);
const tags = ['staff', 'dine-in'];

/** Tables, tabs and calls for any staff member (decision 0094); every change is audited. */
const staffDineInRoutes: FastifyPluginAsyncZod<{
  tables: TablesService;
  tabs: TabsService;
}> = async (app, { tables, tabs }) => {
  const actor = (request: { user: { id: string } | null }) => ({ id: callerId(request) });

  app.get(
    '/tables',
    {
      schema: {
        tags,
        summary: 'Every table by name, with its link, its QR code and its tab not closed',
        response: { 200: staffTablesResponseSchema, ...reads },
      },
    },
    async () => ({ tables: await tables.list() }),
  );

  app.post(
    '/tables',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Adds a table (409 when another has its name)',
        body: tableInputSchema,
        response: { 201: staffTableResponseSchema, ...writes },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ table: await tables.create(actor(request), request.body) }),
  );

  app.patch(
    '/tables/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Changes the name, seats or area of a table',
        params: dineInIdParamsSchema,
        body: tableUpdateSchema,
        response: { 200: staffTableResponseSchema, ...writes },
      },
    },
    async (request) => ({
      table: await tables.update(actor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tables/:id',
    {
      schema: {
        tags,
        summary: 'Removes a table (409 while its tab is open); its QR stops working',
        params: dineInIdParamsSchema,
        response: { 204: tableRemovedSchema, ...writes },
      },
    },
    async (request, reply) => {
      await tables.remove(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/tables/:id/token',
    {
      schema: {
        tags,
        summary: 'A new QR code for the table; the old one stops working at once',
        params: dineInIdParamsSchema,
        response: { 200: staffTableResponseSchema, ...writes },
      },
    },
    async (request) => ({ table: await tables.newToken(actor(request), request.params.id) }),
  );

  app.get(
    '/tables/:id/qr.svg',
    {
      schema: {
        tags,
        summary: 'The table’s QR code as an SVG image, for one printed card',
        params: dineInIdParamsSchema,
        response: { 200: tableQrSvgResponse, ...reads },
      },
    },
    async (request, typedReply) => {
      // An image, not JSON: step outside the typed serializer.
      const reply = typedReply as unknown as FastifyReply;
      const svg = await tables.qrSvg(request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  app.get(
    '/tabs',
    {
      schema: {
        tags,
        summary: 'The tabs not closed yet, oldest first, with their rounds and money',
        response: { 200: staffTabsResponseSchema, ...reads },
      },
    },
    async () => ({ tabs: await tabs.list() }),
  );

  app.get(
    '/tabs/:id',
    {
      schema: {
        tags,
        summary: 'One tab, closed ones too',
        params: dineInIdParamsSchema,
        response: { 200: staffTabResponseSchema, ...reads },
      },
    },
    async (request) => ({ tab: await tabs.get(request.params.id) }),
  );

  app.post(
    '/tabs/:id/paid',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Staff took the balance in cash, by card or by UPI: the tab is paid (audited)',
        params: dineInIdParamsSchema,
        body: tabPaidRequestSchema,
        response: { 200: staffTabResponseSchema, ...writes },
      },
    },
    async (request) => ({
      tab: await tabs.markPaid(actor(request), request.params.id, request.body.method),
    }),
  );

  app.post(
    '/tabs/:id/close',
    {
      schema: {
        tags,
        summary: 'Closes a paid tab (or one with nothing due); the table is free again',
        params: dineInIdParamsSchema,
        response: { 200: staffTabResponseSchema, ...writes },
      },
    },
    async (request) => ({ tab: await tabs.close(actor(request), request.params.id) }),
  );

  app.post(
    '/tabs/:id/move',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Moves an open tab to a table that has none',
        params: dineInIdParamsSchema,
        body: tabMoveRequestSchema,
        response: { 200: staffTabResponseSchema, ...writes },
      },
    },
    async (request) => ({
      tab: await tabs.move(actor(request), request.params.id, request.body.tableId),
    }),
  );

  app.post(
    '/tabs/:id/merge',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Merges another open tab into this one (the other is closed)',
        params: dineInIdParamsSchema,
        body: tabMergeRequestSchema,
        response: { 200: staffTabResponseSchema, ...writes },
      },
    },
    async (request) => ({
      tab: await tabs.merge(actor(request), request.params.id, request.body.fromTabId),
    }),
  );

  app.get(
    '/table-calls',
    {
      schema: {
        tags,
        summary: 'Calls from the tables nobody acknowledged yet, oldest first',
        response: { 200: tableCallsResponseSchema, ...reads },
      },
    },
    async () => ({ calls: await tabs.calls() }),
  );

  app.post(
    '/table-calls/:id/acknowledge',
    {
      schema: {
        tags,
        summary: 'A staff member saw the call; it leaves the board',
        params: dineInIdParamsSchema,
        response: { 200: tableCallAckResponseSchema, ...writes },
      },
    },
    async (request) => ({ call: await tabs.acknowledge(actor(request), request.params.id) }),
  );
};
export default staffDineInRoutes;
