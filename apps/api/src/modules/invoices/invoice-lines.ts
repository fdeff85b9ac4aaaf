import { RESTAURANT_SAC } from '@ninetonine/contract';
import type { InvoiceLineSnapshot, InvoiceSnapshot } from '../../db/schema/index';

/** An order line as the invoice reads it: what was charged, and the dish's stated meat fact. */
export interface ChargedLine {
  name: string;
  size: string;
  options: string[];
  quantity: number;
  lineTotalMinor: number;
  veg: InvoiceLineSnapshot['veg'];
}

export interface ChargedOrder {
  lines: ChargedLine[];
  discountMinor: number;
  deliveryFeeMinor: number;
  /** The rider's tip (decision 0085): in what was paid, outside every taxable value. */
  tipMinor?: number;
  /** What the customer paid (or pays on handover): the invoice's total, always. */
  totalMinor: number;
  /** The order's prices included tax (taken from the order, not today's settings). */
  taxIncluded: boolean;
}

export const DELIVERY_CHARGE_NAME = 'Delivery charge';

/**
 * Shares `total` between `weights` in proportion, in whole paise that add up exactly: each gets
 * its floor, and the paise left go to the largest remainders (earliest first on a tie).
 */
export function shareByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The tax of one line: the taxable value (the net amount without the GST it includes, or the
 * net itself when tax is added on top) and CGST + SGST at half the rate each, or IGST at the
 * whole rate, each rounded to the paisa.
 */
function taxOf(netMinor: number, included: boolean, rateBp: number, interState: boolean) {
  const taxableMinor = included ? Math.round((netMinor * 10_000) / (10_000 + rateBp)) : netMinor;
  const half = Math.round((taxableMinor * rateBp) / 20_000);
  return interState
    ? {
        taxableMinor,
        cgstMinor: 0,
        sgstMinor: 0,
        igstMinor: Math.round((taxableMinor * rateBp) / 10_000),
      }
    : { taxableMinor, cgstMinor: half, sgstMinor: half, igstMinor: 0 };
}

/**
 * The invoice's lines and totals (decision 0082): the order's discount shared between the food
 * lines by amount; the delivery charge a line of the same service (SAC 996331), its fee read
 * as including GST; the round-off is what makes the lines add up to what was paid (the
 * order's cash rounding and the paise of per-line rounding), shown, never hidden.
 */
export function invoiceLines(
  order: ChargedOrder,
  rateBp: number,
  interState: boolean,
): Pick<InvoiceSnapshot, 'lines' | 'totals'> {
  const discounts = shareByWeight(
    Math.min(
      order.discountMinor,
      order.lines.reduce((a, l) => a + l.lineTotalMinor, 0),
    ),
    order.lines.map((l) => l.lineTotalMinor),
  );
  const lines: InvoiceLineSnapshot[] = order.lines.map((l, i) => ({
    name: l.name,
    size: l.size,
    options: l.options,
    quantity: l.quantity,
    veg: l.veg,
    sac: RESTAURANT_SAC,
    grossMinor: l.lineTotalMinor,
    discountMinor: discounts[i]!,
    ...taxOf(l.lineTotalMinor - discounts[i]!, order.taxIncluded, rateBp, interState),
  }));
  if (order.deliveryFeeMinor > 0) {
    lines.push({
      name: DELIVERY_CHARGE_NAME,
      size: '',
      options: [],
      quantity: 1,
      veg: null,
      sac: RESTAURANT_SAC,
      grossMinor: order.deliveryFeeMinor,
      discountMinor: 0,
      ...taxOf(order.deliveryFeeMinor, true, rateBp, interState),
    });
  }
  const sum = (pick: (l: InvoiceLineSnapshot) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const taxableMinor = sum((l) => l.taxableMinor);
  const cgstMinor = sum((l) => l.cgstMinor);
  const sgstMinor = sum((l) => l.sgstMinor);
  const igstMinor = sum((l) => l.igstMinor);
  // The tip is passed on to the rider whole: no supply of the restaurant's, so no GST line.
  const tipMinor = order.tipMinor ?? 0;
  return {
    lines,
    totals: {
      grossMinor: sum((l) => l.grossMinor),
      discountMinor: sum((l) => l.discountMinor),
      taxableMinor,
      cgstMinor,
      sgstMinor,
      igstMinor,
      roundOffMinor:
        order.totalMinor - tipMinor - (taxableMinor + cgstMinor + sgstMinor + igstMinor),
      ...(tipMinor > 0 && { tipMinor }),
      totalMinor: order.totalMinor,
    },
  };
}
