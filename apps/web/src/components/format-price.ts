import { CURRENCY } from '@ninetonine/contract';

const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A major-unit amount as the customer reads it: ₹249, or ₹249.50 when there are paise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : exact.format(amount);
}
