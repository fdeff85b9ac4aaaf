import {
  errorResponses,
  invoiceResponseSchema,
  invoicesExportCsvResponse,
  invoicesExportFileName,
  invoicesExportQuerySchema,
  orderIdParamsSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvAttachment } from '../../csv-attachment';
import { toInvoice } from './invoices.presenter';
import type { InvoicesService } from './invoices.service';

const errors = errorResponses(400, 401, 403, 404, 500);

/** Any order's invoice, for the kitchen (a reprint at the counter), under /staff. */
export const staffInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['staff'],
        summary: 'The GST tax invoice of an order, as issued (404 while it has none)',
        params: orderIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
    },
    async (request) => ({ invoice: toInvoice(await invoices.forStaff(request.params.id)) }),
  );
};

/** The month's invoices for the GST return: admins only, under /staff. No personal data. */
export const invoicesExportRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/invoices/export.csv',
    {
      schema: {
        tags: ['staff'],
        summary: "A month's invoices as CSV: GSTR-1's B2C summary by rate, or the register",
        description:
          'Invoices issued in the month (the restaurant’s days); amounts in major units. ' +
          'kind=b2cs (default) sums them by place of supply and rate; kind=register lists each.',
        querystring: invoicesExportQuerySchema,
        response: { 200: invoicesExportCsvResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { month, kind } = request.query;
      const csv = await invoices.exportCsv(month, kind);
      return sendCsvAttachment(reply, csv, invoicesExportFileName(month, kind));
    },
  );
};
