import {
  CUSTOMERS_EXPORT_FILE_NAME,
  customersExportCsvResponse,
  customersListQuerySchema,
  customersListResponseSchema,
  errorResponses,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import { sendCsvAttachment } from '../../csv-attachment';
import { toCustomersPage } from './customers.presenter';
import type { CustomersService } from './customers.service';

/**
 * The customers the restaurant knows (issue 32, part 4; decision 0091): personal data, so
 * registered among the staff scope's admin routes (plugins/staff-scope.ts), under /staff.
 */
const staffCustomersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Lists customers with their orders, spend, last order and ratings given; contact ' +
          'data masked (admin only)',
        querystring: customersListQuerySchema,
        response: { 200: customersListResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return toCustomersPage(await customers.list(request.query), { page, limit });
    },
  );

  app.get(
    '/customers/export.csv',
    {
      // Contact data in bulk: a sign-in less than 15 minutes old (docs/decisions/0036).
      preHandler: [app.requireRecentAuth],
      schema: {
        tags: ['staff'],
        summary: 'Every customer with email and phone in full, as a CSV file (admin only)',
        description:
          'Needs a sign-in less than 15 minutes old (403 REAUTH_REQUIRED otherwise); each ' +
          'download is written to the audit log with its number of rows.',
        response: { 200: customersExportCsvResponse, ...errorResponses(401, 403, 500) },
      },
    },
    async (request, reply) => {
      const rows = await customers.exportCsv({ id: callerId(request) });
      return sendCsvAttachment(reply, rows, CUSTOMERS_EXPORT_FILE_NAME);
    },
  );
};
export default staffCustomersRoutes;
