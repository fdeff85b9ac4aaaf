import type { Offer } from '@ninetonine/contract';
import { formatPrice } from '@ninetonine/contract/core';

/** "10% off your food (up to ₹150)" or "₹100 off your food". */
export function offerBenefit(offer: Offer): string {
  if (offer.discountType === 'percent') {
    const cap = offer.maxDiscount !== null ? ` (up to ${formatPrice(offer.maxDiscount)})` : '';
    return `${offer.discountValue}% off your food${cap}`;
  }
  return `${formatPrice(offer.discountValue)} off your food`;
}

/** The conditions, each as a short sentence; empty when the code works on any order. */
export function offerConditions(offer: Offer): string[] {
  const conditions: string[] = [];
  if (offer.minimumSubtotal > 0) {
    conditions.push(`On food orders of ${formatPrice(offer.minimumSubtotal)} or more`);
  }
  if (offer.appliesTo === 'delivery') conditions.push('Delivery orders only');
  if (offer.appliesTo === 'pickup') conditions.push('Pickup orders only');
  return conditions;
}
