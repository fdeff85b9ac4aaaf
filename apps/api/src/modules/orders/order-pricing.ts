import type { FulfilmentMethod } from '@ninetonine/contract';

/** What pricing needs of the restaurant's settings (minor units, basis points). */
export interface PricingSettings {
  deliveryFeeMinor: number;
  /** Delivery is free from this food subtotal; null: never free. */
  freeDeliveryFromMinor: number | null;
  /** 500 = 5%. */
  taxRateBasisPoints: number;
  pricesIncludeTax: boolean;
}

export interface OrderTotals {
  subtotalMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  taxMinor: number;
  taxIncluded: boolean;
  totalMinor: number;
}

/**
 * An order's totals from database prices, all in integer minor units (decision 0002):
 * - subtotal: the sum of unit price × quantity;
 * - discount: never more than the subtotal;
 * - delivery fee: waived from the free-delivery subtotal (before discount, as menus advertise it);
 * - tax on food after discount: the part of the price it already includes, or added on top.
 */
export function priceOrder(input: {
  lines: readonly { unitPriceMinor: number; quantity: number }[];
  fulfilment: FulfilmentMethod;
  settings: PricingSettings;
  discountMinor: number;
}): OrderTotals {
  const { settings } = input;
  const subtotalMinor = input.lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const discountMinor = Math.min(Math.max(0, input.discountMinor), subtotalMinor);
  const freeDelivery =
    settings.freeDeliveryFromMinor !== null && subtotalMinor >= settings.freeDeliveryFromMinor;
  const deliveryFeeMinor =
    input.fulfilment === 'delivery' && !freeDelivery ? settings.deliveryFeeMinor : 0;
  const taxable = subtotalMinor - discountMinor;
  const rate = settings.taxRateBasisPoints;
  const taxMinor = settings.pricesIncludeTax
    ? Math.round((taxable * rate) / (10_000 + rate))
    : Math.round((taxable * rate) / 10_000);
  const totalMinor = taxable + deliveryFeeMinor + (settings.pricesIncludeTax ? 0 : taxMinor);
  return {
    subtotalMinor,
    discountMinor,
    deliveryFeeMinor,
    taxMinor,
    taxIncluded: settings.pricesIncludeTax,
    totalMinor,
  };
}
