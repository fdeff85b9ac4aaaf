import {
  creditNotesResponseSchema,
  errorResponses,
  invoicePdfFileName,
  invoicePdfResponse,
  invoiceResponseSchema,
  orderIdParamsSchema,
} from '@ninetonine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import { invoicePdf } from './invoice-pdf';
import type { CreditNotesService } from './credit-notes.service';
import { toCreditNote, toInvoice } from './invoices.presenter';
import type { InvoicesService } from './invoices.service';

const errors = errorResponses(400, 401, 404, 500);

/** The customer's invoice of their own order, under /orders (404 for anyone else's). */
const invoicesRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  creditNotes: CreditNotesService;
}> = async (app, { invoices, creditNotes }) => {
  requireSignedIn(app);

  app.get(
    '/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary: "The GST tax invoice of one of the caller's orders, as issued",
        description:
          'Issued when an online payment lands or a cash order is delivered or collected, while ' +
          'the restaurant has a GSTIN. 404 before then, and for anyone else’s order.',
        params: orderIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      invoice: toInvoice(await invoices.forCustomer(request.params.id, callerId(request))),
    }),
  );

  app.get(
    '/:id/credit-notes',
    {
      schema: {
        tags: ['orders'],
        summary: "The GST credit notes against one of the caller's orders' invoice",
        description:
          'One per refund settled after the invoice (decision 0089), oldest first; empty while ' +
          'none. 404 while the order has no invoice, and for anyone else’s order.',
        params: orderIdParamsSchema,
        response: { 200: creditNotesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      creditNotes: (await creditNotes.forCustomer(request.params.id, callerId(request))).map(
        toCreditNote,
      ),
    }),
  );

  app.get(
    '/:id/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "The GST tax invoice of one of the caller's orders, as a PDF to keep",
        description: 'The same invoice as GET /orders/{id}/invoice; 404 when that is.',
        params: orderIdParamsSchema,
        response: { 200: invoicePdfResponse, ...errors },
      },
    },
    async (request, typedReply) => {
      const invoice = toInvoice(await invoices.forCustomer(request.params.id, callerId(request)));
      // A file, not JSON: outside the typed serializer.
      const reply = typedReply as unknown as FastifyReply;
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${invoicePdfFileName(invoice.number)}"`,
        )
        .send(await invoicePdf(invoice));
    },
  );
};
export default invoicesRoutes;
