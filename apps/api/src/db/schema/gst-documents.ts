import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/** The GST split of an amount, in minor units: what is taxed and the three taxes on it. */
export interface GstAmounts {
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

/**
 * One row per financial year ('2026-27'): the last serial issued in a document's series. Locked
 * FOR UPDATE in the issuing transaction, so a serial is taken only when the document commits
 * (decision 0082).
 */
export const financialYearCounter = <TName extends string>(name: TName) =>
  pgTable(name, {
    financialYear: text('financial_year').primaryKey(),
    last: integer('last').notNull(),
  });

/**
 * The columns every GST document (invoice, credit note) has: its number in the year's series,
 * when it was issued and its totals, as columns so the month's export need not read snapshots.
 */
export const gstDocumentColumns = () => ({
  number: text('number').notNull(),
  financialYear: text('financial_year').notNull(),
  serial: integer('serial').notNull(),
  issuedAt: timestampTz('issued_at').notNull(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  taxableMinor: integer('taxable_minor').notNull(),
  cgstMinor: integer('cgst_minor').notNull(),
  sgstMinor: integer('sgst_minor').notNull(),
  igstMinor: integer('igst_minor').notNull(),
  totalMinor: integer('total_minor').notNull(),
});
