import { MINOR_PER_MAJOR } from '@ninetonine/contract';
import type { OrderTotals } from './order-pricing';

/** An order's totals with the cash rounding line (decision 0051). */
export interface RoundedTotals extends OrderTotals {
  /** Added to the exact total to reach what is paid in cash: -49…+50 paise; 0 when exact. */
  roundingMinor: number;
}

/**
 * Every order is paid in cash (on delivery or at pickup), so what is due is a whole major unit
 * (₹852.30 → ₹852, ₹804.50 → ₹805: half rounds up, as shops and India's rounding-off rule do).
 * A separate step after the totals, so the other lines stay exact and the difference is a line
 * of its own on the quote, the order and the receipt. Never below zero.
 */
export function roundForCash(totals: OrderTotals): RoundedTotals {
  const exact = totals.totalMinor;
  const rounded =
    Math.max(0, Math.floor((exact + MINOR_PER_MAJOR / 2) / MINOR_PER_MAJOR)) * MINOR_PER_MAJOR;
  return { ...totals, roundingMinor: rounded - exact, totalMinor: rounded };
}
