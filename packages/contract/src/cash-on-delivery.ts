/**
 * Cash on delivery's limits and the rider's UPI QR (issue 32 part 3, decision 0090), zod-free
 * so the checkout, the settings screen and the server share one reading.
 */

/** A UPI id (VPA) is `name@handle`; longer ids than this are refused (ours, not NPCI's). */
export const UPI_ID_MAX = 64;
/**
 * `name@handle`: letters, digits, dots, hyphens and underscores before the @, a bank or app
 * handle of letters and digits after it (okaxis, ybl, paytm, oksbi).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,31}$/;
export const UPI_ID_HINT = 'Use a UPI id like ninetonine@okaxis';
/** The largest cash-on-delivery cap staff may set, in major units. */
export const CASH_ON_DELIVERY_MAX_LIMIT = 100_000;

/** Why cash on delivery is not offered for a delivery, in the checkout's one short line. */
export const cashNotForAreaText = 'Cash isn’t accepted for this area';
export const cashAboveCapText = (cap: string) => `Pay online for orders above ${cap}`;

type CashOnDeliveryRefusal = 'area' | 'above_cap';

/**
 * Whether a delivery may be paid in cash on delivery beyond the admin's switch: the address's
 * area allows it and the cash total (rounded as cash is paid) is at most the cap (null: none).
 */
export function cashOnDeliveryRefusal(input: {
  areaAllows: boolean;
  capMinor: number | null;
  cashTotalMinor: number;
}): CashOnDeliveryRefusal | null {
  if (!input.areaAllows) return 'area';
  if (input.capMinor !== null && input.cashTotalMinor > input.capMinor) return 'above_cap';
  return null;
}

/**
 * RFC 3986 query encoding, keeping `@` (a legal query character) as NPCI's examples write a
 * VPA; a space is %20, never `+`, which some UPI apps show as a plus.
 */
const encodeQueryValue = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The `upi://pay` link of NPCI's UPI linking specification for one order: payee address and
 * name, the exact amount in rupees with two decimals, INR, and the order's reference as note.
 */
export function upiPayUri(input: {
  vpa: string;
  payeeName: string;
  amountMinor: number;
  reference: string;
}): string {
  const amount = (input.amountMinor / 100).toFixed(2);
  const params: [string, string][] = [
    ['pa', input.vpa],
    ['pn', input.payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tn', input.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&')}`;
}
