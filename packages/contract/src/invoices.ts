import { z } from 'zod';
import { timestampSchema } from './common';
import { fulfilmentMethods } from './order-status';
import { orderPaymentMethods } from './limits';

const money = z.number();

/** A line of a GST tax invoice; money in major units, as everywhere on the wire. */
export const invoiceLineSchema = z.object({
  name: z.string(),
  size: z.string(),
  options: z.array(z.string()),
  quantity: z.number().int(),
  /** The dish's veg or non-veg mark as stated when issued; null: not stated. */
  veg: z.enum(['veg', 'non_veg']).nullable(),
  sac: z.string(),
  gross: money,
  discount: money,
  taxableValue: money,
  cgst: money,
  sgst: money,
  igst: money,
});

/**
 * GET /orders/:id/invoice (the customer's own order) and GET /staff/orders/:id/invoice: the
 * invoice exactly as issued (decision 0082); a later settings or menu change never shows here.
 */
export const invoiceSchema = z
  .object({
    number: z.string(),
    financialYear: z.string(),
    issuedAt: timestampSchema,
    seller: z.object({
      tradeName: z.string(),
      legalName: z.string(),
      gstin: z.string(),
      fssaiLicence: z.string(),
      address: z.string(),
      stateCode: z.string(),
      stateName: z.string(),
    }),
    placeOfSupply: z.object({ code: z.string(), name: z.string() }),
    /** IGST instead of CGST + SGST. */
    interState: z.boolean(),
    ratePercent: z.number(),
    pricesIncludeTax: z.boolean(),
    currency: z.string(),
    locale: z.string(),
    timeZone: z.string(),
    order: z.object({
      id: z.string(),
      number: z.string(),
      fulfilment: z.enum(fulfilmentMethods),
      paymentMethod: z.enum(orderPaymentMethods),
      placedAt: timestampSchema,
    }),
    customer: z.object({ name: z.string(), phone: z.string(), address: z.string().nullable() }),
    lines: z.array(invoiceLineSchema),
    totals: z.object({
      gross: money,
      discount: money,
      taxableValue: money,
      cgst: money,
      sgst: money,
      igst: money,
      /** What makes the lines add up to what was paid (cash rounding, paise). */
      roundOff: money,
      /** The rider's tip: paid with the order, passed on whole, not taxed (decision 0085). */
      tip: money.optional(),
      total: money,
    }),
  })
  .meta({ id: 'Invoice', description: 'A GST tax invoice as issued; money in major units' });
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** GET /staff/invoices/export.csv: a month's invoices, the GSTR-1 B2C summary or the register. */
export const invoicesExportQuerySchema = z.strictObject({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-11'),
  /** `b2cs`: one row per place of supply and rate (GSTR-1 table 7); `register`: each invoice. */
  kind: z.enum(['b2cs', 'register'], 'Use b2cs or register').default('b2cs'),
});
export const invoicesExportFileName = (month: string, kind: 'b2cs' | 'register') =>
  `invoices-${month}-${kind}.csv`;
/** The month's first and last days, '2026-02' -> 2026-02-01..2026-02-28. */
export const monthDays = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** The invoice's PDF's file name: its number with the slashes a file name cannot hold as dashes. */
export const invoicePdfFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export const invoicePdfResponse = {
  description:
    'The invoice as an A4 PDF, drawn from the issued snapshot (the same as GET …/invoice), ' +
    'sent as an attachment named after its number (NTN-26-27-000123.pdf).',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

export const invoicesExportCsvResponse = {
  description:
    'A CSV file (RFC 4180, UTF-8 with a byte order mark, CRLF lines): with kind=b2cs one row per ' +
    'place of supply and rate (type, place of supply, rate, taxable value, CGST, SGST, IGST, ' +
    'cess), as GSTR-1 table 7 asks; with kind=register one row per invoice, in series order.',
  content: { 'text/csv': { schema: z.string() } },
};
