import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FulfilmentMethod, OrderPaymentMethod } from '@ninetonine/contract';
import { idColumn } from './columns';
import { financialYearCounter, gstDocumentColumns, type GstAmounts } from './gst-documents';
import { orders } from './orders';

/** A line of an invoice as printed, in minor units; the delivery charge is a line too. */
export interface InvoiceLineSnapshot extends GstAmounts {
  name: string;
  size: string;
  options: string[];
  quantity: number;
  /** From the dish's stated meat fact when issued; null: not stated (or the delivery charge). */
  veg: 'veg' | 'non_veg' | null;
  sac: string;
  /** What the customer was charged for the line before the order's discount. */
  grossMinor: number;
  /** The order's discount, shared between the food lines by their amounts. */
  discountMinor: number;
}

/** Everything an invoice prints, frozen when issued (later settings or menu edits never show). */
export interface InvoiceSnapshot {
  number: string;
  financialYear: string;
  issuedAt: string;
  seller: {
    tradeName: string;
    legalName: string;
    gstin: string;
    fssaiLicence: string;
    address: string;
    stateCode: string;
  };
  placeOfSupply: string;
  /** IGST instead of CGST + SGST: the place of supply is not the GSTIN's state. */
  interState: boolean;
  rateBasisPoints: number;
  pricesIncludeTax: boolean;
  currency: string;
  locale: string;
  timeZone: string;
  order: {
    id: string;
    number: string;
    fulfilment: FulfilmentMethod;
    paymentMethod: OrderPaymentMethod;
    placedAt: string;
  };
  customer: { name: string; phone: string; address: string | null };
  lines: InvoiceLineSnapshot[];
  totals: GstAmounts & {
    grossMinor: number;
    discountMinor: number;
    /** What makes the lines add up to what was paid (cash rounding and paise). */
    roundOffMinor: number;
    /** The rider's tip, untaxed, in the total (decision 0085); absent when none. */
    tipMinor?: number;
    totalMinor: number;
  };
}

/** The invoices' serials, one series per financial year, taken in the order's transaction. */
export const invoiceCounters = financialYearCounter('invoice_counters');

/**
 * A GST tax invoice, one per order, never changed (a trigger refuses UPDATE and DELETE): the
 * snapshot holds what was printed; the totals are columns for the month's export.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    ...gstDocumentColumns(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_year_serial_idx').on(t.financialYear, t.serial),
    // The month's export reads a range of issue times.
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_serial_positive', sql`${t.serial} > 0`),
  ],
);
