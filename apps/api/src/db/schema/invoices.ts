import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FulfilmentMethod, OrderPaymentMethod } from '@ninetonine/contract';
import { idColumn } from './columns';
import { orders } from './orders';

/** A line of an invoice as printed, in minor units; the delivery charge is a line too. */
export interface InvoiceLineSnapshot {
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
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
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
  totals: {
    grossMinor: number;
    discountMinor: number;
    taxableMinor: number;
    cgstMinor: number;
    sgstMinor: number;
    igstMinor: number;
    /** What makes the lines add up to what was paid (cash rounding and paise). */
    roundOffMinor: number;
    /** The rider's tip, untaxed, in the total (decision 0085); absent when none. */
    tipMinor?: number;
    totalMinor: number;
  };
}

/**
 * One row per financial year ('2026-27'): the last serial issued. Locked FOR UPDATE in the
 * order's transaction, so a serial is taken only when the invoice commits (decision 0082).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

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
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    taxableMinor: integer('taxable_minor').notNull(),
    cgstMinor: integer('cgst_minor').notNull(),
    sgstMinor: integer('sgst_minor').notNull(),
    igstMinor: integer('igst_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
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
