/**
 * Money travels as a major-unit number (e.g. 249.5) in payloads, as the spec shows prices,
 * and lives as integer minor units (paise/cents) in the database and in every sum.
 */
export const CURRENCY = 'INR';
export const MINOR_PER_MAJOR = 100;

export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const exactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A major-unit amount as the customer reads it: ₹249, or ₹249.50 when there are paise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : exactRupees.format(amount);
}
