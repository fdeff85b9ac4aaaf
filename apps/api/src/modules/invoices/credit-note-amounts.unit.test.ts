import { describe, expect, it } from 'vitest';
import { creditNoteAmounts } from './credit-note-amounts';

// The export test's invoice: ₹237.62 taxable + ₹5.94 CGST + ₹5.94 SGST, ₹0.50 round-off, ₹250.
const invoice = {
  grossMinor: 25_000,
  discountMinor: 0,
  taxableMinor: 23_762,
  cgstMinor: 594,
  sgstMinor: 594,
  igstMinor: 0,
  roundOffMinor: 50,
  totalMinor: 25_000,
};

describe('a credit note’s amounts, in proportion to its invoice', () => {
  it('splits a part refund at the invoice’s proportions, the paise left shown as round-off', () => {
    expect(creditNoteAmounts(invoice, 0, 10_025)).toEqual({
      taxableMinor: 9529, // 23762 × 10025 / 25000 = 9528.56
      cgstMinor: 238, // 594 × 10025 / 25000 = 238.19
      sgstMinor: 238,
      igstMinor: 0,
      roundOffMinor: 20,
      totalMinor: 10_025,
    });
  });

  it('makes the notes of a whole refund add up to the invoice, part by part', () => {
    const first = creditNoteAmounts(invoice, 0, 10_025)!;
    const rest = creditNoteAmounts(invoice, 10_025, 14_975)!;
    for (const key of ['taxableMinor', 'cgstMinor', 'sgstMinor', 'roundOffMinor'] as const) {
      expect(first[key] + rest[key]).toBe(invoice[key]);
    }
    expect(first.totalMinor + rest.totalMinor).toBe(invoice.totalMinor);
  });

  it('never credits more than the invoice: capped, and none once all is credited', () => {
    expect(creditNoteAmounts(invoice, 20_000, 10_000)?.totalMinor).toBe(5_000);
    expect(creditNoteAmounts(invoice, 25_000, 100)).toBeNull();
  });

  it('keeps the rider’s tip apart, untaxed', () => {
    const tipped = { ...invoice, tipMinor: 2_000, totalMinor: 27_000 };
    const whole = creditNoteAmounts(tipped, 0, 27_000)!;
    expect(whole).toMatchObject({ taxableMinor: 23_762, tipMinor: 2_000, roundOffMinor: 50 });
  });
});
