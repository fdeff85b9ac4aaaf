import { describe, expect, it } from 'vitest';
import { invoiceLines, shareByWeight, type ChargedLine } from './invoice-lines';

const line = (
  name: string,
  lineTotalMinor: number,
  veg: ChargedLine['veg'] = 'veg',
): ChargedLine => ({
  name,
  size: 'Regular',
  options: [],
  quantity: 1,
  lineTotalMinor,
  veg,
});

describe('the invoice’s lines and totals', () => {
  it('shares a discount by amount in whole paise that add up', () => {
    expect(shareByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByWeight(5000, [30000, 10000])).toEqual([3750, 1250]);
    expect(shareByWeight(0, [1, 2])).toEqual([0, 0]);
  });

  it('takes 5% GST out of prices that include it: CGST and SGST at 2.5% each, per line', () => {
    const { lines, totals } = invoiceLines(
      {
        lines: [line('Paneer Tikka', 26250), line('Chicken 65', 10500, 'non_veg')],
        discountMinor: 0,
        deliveryFeeMinor: 0,
        totalMinor: 36750,
        taxIncluded: true,
      },
      500,
      false,
    );
    expect(lines[0]).toMatchObject({
      sac: '996331',
      taxableMinor: 25000,
      cgstMinor: 625,
      sgstMinor: 625,
      igstMinor: 0,
    });
    expect(lines[1]).toMatchObject({
      veg: 'non_veg',
      taxableMinor: 10000,
      cgstMinor: 250,
      sgstMinor: 250,
    });
    expect(totals).toMatchObject({
      taxableMinor: 35000,
      cgstMinor: 875,
      sgstMinor: 875,
      roundOffMinor: 0,
      totalMinor: 36750,
    });
  });

  it('keeps the rider tip out of every taxable value, in the total (decision 0085)', () => {
    const { lines, totals } = invoiceLines(
      {
        lines: [line('Paneer Tikka', 26250), line('Chicken 65', 10500, 'non_veg')],
        discountMinor: 0,
        deliveryFeeMinor: 0,
        tipMinor: 3000,
        totalMinor: 39750,
        taxIncluded: true,
      },
      500,
      false,
    );
    expect(lines).toHaveLength(2);
    expect(totals).toMatchObject({
      taxableMinor: 35000,
      cgstMinor: 875,
      sgstMinor: 875,
      roundOffMinor: 0,
      tipMinor: 3000,
      totalMinor: 39750,
    });
  });

  it('charges IGST at the whole rate when the place of supply is another state', () => {
    const { lines, totals } = invoiceLines(
      {
        lines: [line('Thali', 21000)],
        discountMinor: 0,
        deliveryFeeMinor: 0,
        totalMinor: 21000,
        taxIncluded: true,
      },
      500,
      true,
    );
    expect(lines[0]).toMatchObject({
      taxableMinor: 20000,
      cgstMinor: 0,
      sgstMinor: 0,
      igstMinor: 1000,
    });
    expect(totals.igstMinor).toBe(1000);
  });

  it('adds tax on top when prices exclude it, lists the delivery charge, and shows the round-off', () => {
    const { lines, totals } = invoiceLines(
      // ₹199.99 food, 10% off (₹20.00), ₹40 delivery; the order added ₹9.00 tax and rounded cash.
      {
        lines: [line('Dal', 19999)],
        discountMinor: 2000,
        deliveryFeeMinor: 4000,
        totalMinor: 22900,
        taxIncluded: false,
      },
      500,
      false,
    );
    expect(lines[0]).toMatchObject({
      discountMinor: 2000,
      taxableMinor: 17999,
      cgstMinor: 450,
      sgstMinor: 450,
    });
    expect(lines[1]).toMatchObject({
      name: 'Delivery charge',
      veg: null,
      taxableMinor: 3810,
      cgstMinor: 95,
      sgstMinor: 95,
    });
    const printed =
      totals.taxableMinor + totals.cgstMinor + totals.sgstMinor + totals.roundOffMinor;
    expect(printed).toBe(22900);
    expect(totals.roundOffMinor).toBe(22900 - (17999 + 900 + 3810 + 190));
  });
});
