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
  /** The rider's tip: added to the total, never to tax's base (decision 0085). */
  tipMinor: number;
  totalMinor: number;
}

/**
 * An order's totals from database prices, all in integer minor units (decision 0002):
 * - subtotal: the sum of unit price × quantity;
 * - discount: never more than the subtotal;
 * - delivery fee: waived from the free-delivery subtotal (before discount, as menus advertise it);
 * - tax on food after discount: the part of the price it already includes, or added on top;
 * - the rider's tip (delivery only) on top, outside tax: it is the rider's money, not a sale.
 */
export function priceOrder(input: {
  lines: readonly { unitPriceMinor: number; quantity: number }[];
  fulfilment: FulfilmentMethod;
  settings: PricingSettings;
  discountMinor: number;
  /** Checked by the caller (0..max, delivery only); absent: none. */
  tipMinor?: number;
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
  const tipMinor = input.fulfilment === 'delivery' ? Math.max(0, input.tipMinor ?? 0) : 0;
  const totalMinor =
    taxable + deliveryFeeMinor + (settings.pricesIncludeTax ? 0 : taxMinor) + tipMinor;
  return {
    subtotalMinor,
    discountMinor,
    deliveryFeeMinor,
    taxMinor,
    taxIncluded: settings.pricesIncludeTax,
    tipMinor,
    totalMinor,
  };
}
