import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { financialYearCounter, gstDocumentColumns, type GstAmounts } from './gst-documents';
import { invoices, type InvoiceSnapshot } from './invoices';
import { orders } from './orders';
import { paymentRefunds } from './payments';

/** Everything a credit note prints, frozen when issued (decision 0089), in minor units. */
export interface CreditNoteSnapshot {
  number: string;
  financialYear: string;
  issuedAt: string;
  /** Why the money went back: the refund's reason as staff wrote it (or the system's word). */
  reason: string;
  /** The invoice it reduces, as that invoice was issued. */
  invoice: { number: string; issuedAt: string };
  seller: InvoiceSnapshot['seller'];
  placeOfSupply: string;
  interState: boolean;
  rateBasisPoints: number;
  currency: string;
  locale: string;
  timeZone: string;
  order: { id: string; number: string };
  customer: InvoiceSnapshot['customer'];
  totals: GstAmounts & {
    /** The rider's tip's share, untaxed (decision 0085); absent when the invoice had none. */
    tipMinor?: number;
    /** What makes the parts add up to the amount refunded (the invoice's round-off, paise). */
    roundOffMinor: number;
    totalMinor: number;
  };
}

/** One row per financial year: the last credit note serial (its own series, decision 0089). */
export const creditNoteCounters = financialYearCounter('credit_note_counters');

/**
 * A GST credit note against an invoice, one per settled refund (unique), never changed (a
 * trigger refuses UPDATE and DELETE, as for invoices).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    refundId: text('refund_id')
      .notNull()
      .references(() => paymentRefunds.id, { onDelete: 'restrict' }),
    ...gstDocumentColumns(),
    snapshot: jsonb('snapshot').$type<CreditNoteSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_idx').on(t.refundId),
    uniqueIndex('credit_notes_number_idx').on(t.number),
    uniqueIndex('credit_notes_year_serial_idx').on(t.financialYear, t.serial),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check('credit_notes_serial_positive', sql`${t.serial} > 0`),
    check('credit_notes_total_positive', sql`${t.totalMinor} > 0`),
  ],
);
