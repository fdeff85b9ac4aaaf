import { z } from 'zod';
import { timestampSchema } from './common';
import { invoiceSchema } from './invoices';

const money = z.number();

/**
 * Credit notes have their own gap-free series per financial year (decision 0089): 'NTN',
 * '2026-27', 7 -> 'NTN/C/26-27/0007', 16 characters with a 3-character prefix (rule 46(b)'s
 * limit applies to them as to invoices, rule 53).
 */
export const CREDIT_NOTE_SERIAL_DIGITS = 4;
export function creditNoteNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/C/${financialYear.slice(2)}/${String(serial).padStart(CREDIT_NOTE_SERIAL_DIGITS, '0')}`;
}

/**
 * A GST credit note as issued (decision 0089): part of an invoice's value given back by a
 * refund, split into taxable value and tax at the invoice's rate, in proportion to the invoice.
 */
export const creditNoteSchema = z
  .object({
    number: z.string(),
    financialYear: z.string(),
    issuedAt: timestampSchema,
    reason: z.string(),
    /** The invoice it reduces. */
    invoice: z.object({ number: z.string(), issuedAt: timestampSchema }),
    seller: invoiceSchema.shape.seller,
    placeOfSupply: invoiceSchema.shape.placeOfSupply,
    interState: z.boolean(),
    ratePercent: z.number(),
    currency: z.string(),
    locale: z.string(),
    timeZone: z.string(),
    order: z.object({ id: z.string(), number: z.string() }),
    customer: invoiceSchema.shape.customer,
    totals: z.object({
      taxableValue: money,
      cgst: money,
      sgst: money,
      igst: money,
      /** The rider's tip's share, untaxed; absent when the invoice had no tip. */
      tip: money.optional(),
      /** What makes the parts add up to the amount refunded. */
      roundOff: money,
      total: money,
    }),
  })
  .meta({ id: 'CreditNote', description: 'A GST credit note as issued; money in major units' });
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** GET /orders/:id/credit-notes: the order's credit notes, oldest first (none: empty). */
export const creditNotesResponseSchema = z.object({ creditNotes: z.array(creditNoteSchema) });
export type CreditNotesResponse = z.infer<typeof creditNotesResponseSchema>;
