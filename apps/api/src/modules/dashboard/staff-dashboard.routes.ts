import {
  dashboardQuerySchema,
  dashboardSchema,
  errorResponses,
  ordersExportCsvResponse,
  ordersExportFileName,
  ordersExportQuerySchema,
} from '@ninetonine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { toDashboard } from './dashboard.presenter';
import { createDashboardRepository } from './dashboard.repository';
import { createDashboardService } from './dashboard.service';
import { CSV_BYTE_ORDER_MARK } from './orders-csv';

const errors = errorResponses(400, 401, 403, 500);

const DAYS_NOTE =
  "Days run from the restaurant's local midnight to the next (its time zone, from the " +
  'settings).';

/**
 * The staff home's figures and the orders export. Registered only inside the staff scope
 * (plugins/staff-scope.ts), under /staff: staff and admins both see them.
 */
const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService({ db: app.db, repo: createDashboardRepository() });

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['staff'],
        summary: "A day's orders, revenue and best sellers next to the same weekday last week",
        description:
          `${DAYS_NOTE} \`date\` defaults to today there. Orders, revenue, average order ` +
          'value, top dishes and orders by hour count only orders that were not cancelled or ' +
          'rejected (those are counted in `cancelled`). Revenue is the sum of order totals ' +
          '(delivery fee and tax included), in major units.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => toDashboard(await dashboard.figures(request.query.date)),
  );

  app.get(
    '/orders/export.csv',
    {
      // Customers' personal data in bulk: a sign-in less than 15 minutes old (docs/decisions/0036).
      preHandler: [app.requireRecentAuth],
      schema: {
        tags: ['staff'],
        summary: 'Every order placed from one day to another (both included), as a CSV file',
        description:
          `${DAYS_NOTE} Every order is listed, whatever its status; amounts in major units. ` +
          'At most 366 days at a time.',
        querystring: ordersExportQuerySchema,
        response: { 200: ordersExportCsvResponse, ...errors },
      },
    },
    async (request, typedReply) => {
      // A stream of text is not JSON: step outside the typed serializer.
      const reply = typedReply as unknown as FastifyReply;
      const { from, to } = request.query;
      const rows = await dashboard.exportCsv({ from, to });
      const body = Readable.from(
        (async function* () {
          yield CSV_BYTE_ORDER_MARK;
          yield* rows;
        })(),
        { objectMode: false },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ordersExportFileName(from, to)}"`)
        .send(body);
    },
  );
};
export default staffDashboardRoutes;
