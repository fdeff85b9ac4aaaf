import type { CreditNoteSnapshot, InvoiceSnapshot } from '../../db/schema/index';

type Totals = CreditNoteSnapshot['totals'];
const PARTS = ['taxableMinor', 'cgstMinor', 'sgstMinor', 'igstMinor', 'tipMinor'] as const;

/**
 * A credit note's amounts (decision 0089): `amountMinor` of the invoice given back, after
 * `creditedMinor` given back by earlier notes, split at the invoice's own proportions. Each part
 * is the invoice's part times the running share, rounded, less what the earlier notes took: so
 * the notes of a whole refund add up to the invoice exactly, part by part, and no paisa is lost
 * to rounding twice. What the parts leave of the amount is the round-off, shown.
 * Null when nothing of the invoice is left to credit; the amount is capped at what is left.
 */
export function creditNoteAmounts(
  invoice: InvoiceSnapshot['totals'],
  creditedMinor: number,
  amountMinor: number,
): Totals | null {
  const left = invoice.totalMinor - creditedMinor;
  const totalMinor = Math.min(amountMinor, left);
  if (totalMinor <= 0) return null;
  const upTo = (value: number, credited: number) =>
    Math.round((value * credited) / invoice.totalMinor);
  const part = (value: number) =>
    upTo(value, creditedMinor + totalMinor) - upTo(value, creditedMinor);
  const parts = Object.fromEntries(PARTS.map((key) => [key, part(invoice[key] ?? 0)])) as Record<
    (typeof PARTS)[number],
    number
  >;
  const { tipMinor, ...taxed } = parts;
  const roundOffMinor =
    totalMinor -
    taxed.taxableMinor -
    taxed.cgstMinor -
    taxed.sgstMinor -
    taxed.igstMinor -
    tipMinor;
  return {
    ...taxed,
    ...(invoice.tipMinor ? { tipMinor } : {}),
    roundOffMinor,
    totalMinor,
  };
}
