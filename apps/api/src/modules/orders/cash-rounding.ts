import { MINOR_PER_MAJOR } from '@ninetonine/contract';
import type { OrderTotals } from './order-pricing';

/** An order's totals with the cash rounding line (decision 0051). */
export interface RoundedTotals extends OrderTotals {
  /** Added to the exact total to reach what is paid in cash: within half a step; 0 when exact. */
  roundingMinor: number;
}

/**
 * The smallest amount cash is paid in, per currency, in minor units. Rupees are paid whole (no
 * paise coins circulate); a currency not listed is paid exactly, so a restaurant that switches
 * to one (decision 0037) is never rounded by India's rule.
 */
const CASH_STEP_MINOR: Readonly<Record<string, number>> = { INR: MINOR_PER_MAJOR };

export const cashStepMinor = (currency: string): number => CASH_STEP_MINOR[currency] ?? 1;

/**
 * Every order is paid in cash (on delivery or at pickup), so what is due is a whole cash step
 * (₹852.30 → ₹852, ₹804.50 → ₹805: half rounds up, as shops and India's rounding-off rule do).
 * A separate step after the totals, so the other lines stay exact and the difference is a line
 * of its own on the quote, the order and the receipt. Never below zero.
 */
export function roundForCash(totals: OrderTotals, stepMinor: number): RoundedTotals {
  const exact = totals.totalMinor;
  const rounded = Math.max(0, Math.floor((exact + stepMinor / 2) / stepMinor)) * stepMinor;
  return { ...totals, roundingMinor: rounded - exact, totalMinor: rounded };
}
