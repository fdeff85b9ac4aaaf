import type { Offer, RestaurantFormat } from '@ninetonine/contract';

/** "10% off your food (up to ₹150)" or "₹100 off your food". */
export function offerBenefit(offer: Offer, format: RestaurantFormat): string {
  if (offer.discountType === 'percent') {
    const cap = offer.maxDiscount !== null ? ` (up to ${format.price(offer.maxDiscount)})` : '';
    return `${offer.discountValue}% off your food${cap}`;
  }
  return `${format.price(offer.discountValue)} off your food`;
}

/** The conditions, each as a short sentence; empty when the code works on any order. */
export function offerConditions(offer: Offer, format: RestaurantFormat): string[] {
  const conditions: string[] = [];
  if (offer.minimumSubtotal > 0) {
    conditions.push(`On food orders of ${format.price(offer.minimumSubtotal)} or more`);
  }
  if (offer.appliesTo === 'delivery') conditions.push('Delivery orders only');
  if (offer.appliesTo === 'pickup') conditions.push('Pickup orders only');
  return conditions;
}
