import { type CreditNote, fromMinor, GST_STATES, type Invoice } from '@ninetonine/contract';
import type { CreditNoteRow } from './credit-notes.repository';
import type { InvoiceRow } from './invoices.repository';

const state = (code: string) => ({ code, name: GST_STATES[code] ?? '' });

/** What an invoice and a credit note both carry: who, where, which rate, how it is written. */
const header = (s: InvoiceRow['snapshot'] | CreditNoteRow['snapshot']) => ({
  number: s.number,
  financialYear: s.financialYear,
  issuedAt: s.issuedAt,
  seller: { ...s.seller, stateName: state(s.seller.stateCode).name },
  placeOfSupply: state(s.placeOfSupply),
  interState: s.interState,
  ratePercent: s.rateBasisPoints / 100,
  currency: s.currency,
  locale: s.locale,
  timeZone: s.timeZone,
  customer: s.customer,
});

/** The stored snapshot in major units, with the states named, as the wire carries it. */
export function toInvoice(row: InvoiceRow): Invoice {
  const s = row.snapshot;
  return {
    ...header(s),
    order: s.order,
    pricesIncludeTax: s.pricesIncludeTax,
    lines: s.lines.map((l) => ({
      name: l.name,
      size: l.size,
      options: l.options,
      quantity: l.quantity,
      veg: l.veg,
      sac: l.sac,
      gross: fromMinor(l.grossMinor),
      discount: fromMinor(l.discountMinor),
      taxableValue: fromMinor(l.taxableMinor),
      cgst: fromMinor(l.cgstMinor),
      sgst: fromMinor(l.sgstMinor),
      igst: fromMinor(l.igstMinor),
    })),
    totals: {
      gross: fromMinor(s.totals.grossMinor),
      discount: fromMinor(s.totals.discountMinor),
      taxableValue: fromMinor(s.totals.taxableMinor),
      cgst: fromMinor(s.totals.cgstMinor),
      sgst: fromMinor(s.totals.sgstMinor),
      igst: fromMinor(s.totals.igstMinor),
      roundOff: fromMinor(s.totals.roundOffMinor),
      ...(s.totals.tipMinor && { tip: fromMinor(s.totals.tipMinor) }),
      total: fromMinor(s.totals.totalMinor),
    },
  };
}

/** A credit note's snapshot in major units, with the states named, as the wire carries it. */
export function toCreditNote(row: CreditNoteRow): CreditNote {
  const s = row.snapshot;
  return {
    ...header(s),
    order: s.order,
    reason: s.reason,
    invoice: s.invoice,
    totals: {
      taxableValue: fromMinor(s.totals.taxableMinor),
      cgst: fromMinor(s.totals.cgstMinor),
      sgst: fromMinor(s.totals.sgstMinor),
      igst: fromMinor(s.totals.igstMinor),
      ...(s.totals.tipMinor !== undefined && { tip: fromMinor(s.totals.tipMinor) }),
      roundOff: fromMinor(s.totals.roundOffMinor),
      total: fromMinor(s.totals.totalMinor),
    },
  };
}
