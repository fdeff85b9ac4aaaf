import type { DeliveryCheck } from '@ninetonine/contract';

/** "Deliver to 560001 · 35–45 min · ₹40" (free: "Free delivery"). */
export function deliverySentence(check: DeliveryCheck, price: (major: number) => string): string {
  const parts = [`Deliver to ${check.postcode}`];
  if (check.eta) parts.push(`${check.eta.fromMinutes}–${check.eta.toMinutes} min`);
  if (check.deliveryFee !== null) {
    parts.push(check.deliveryFee === 0 ? 'Free delivery' : price(check.deliveryFee));
  }
  return parts.join(' · ');
}
