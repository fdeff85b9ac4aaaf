import {
  errorResponses,
  ordersExportCsvResponse,
  ordersExportFileName,
  ordersExportQuerySchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { DAYS_NOTE } from './staff-dashboard.routes';
import { createDashboardRepository } from './dashboard.repository';
import { createOrdersExportService } from './orders-export.service';
import { sendCsvAttachment } from '../../csv-attachment';

const errors = errorResponses(400, 401, 403, 500);

/**
 * The orders export: customers' names and phones, so admins only (issue 18, item 10; decision
 * 0035), each download in the audit log. Registered inside the staff scope's admin routes
 * (plugins/staff-scope.ts), under /staff.
 */
const ordersExportRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
}> = async (app, { audit, restaurant }) => {
  const exporter = createOrdersExportService({
    db: app.db,
    repo: createDashboardRepository(),
    audit,
    restaurant,
  });

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
          'At most 366 days at a time. Admins only: the file holds customers’ names and ' +
          'phones, and each download is written to the audit log (range and number of orders).',
        querystring: ordersExportQuerySchema,
        response: { 200: ordersExportCsvResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await exporter.exportCsv({ id: callerId(request) }, { from, to });
      return sendCsvAttachment(reply, rows, ordersExportFileName(from, to));
    },
  );
};
export default ordersExportRoutes;
