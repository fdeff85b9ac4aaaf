/**
 * The effective-price rule, written once: a variant costs its discounted price when it has one,
 * else its price. Minor units on the server and in sums; major units in payloads
 * (docs/storefront-contract.md#api).
 */
export function effectivePriceMinor(variant: {
  priceMinor: number;
  discountedPriceMinor: number | null;
}): number {
  return variant.discountedPriceMinor ?? variant.priceMinor;
}

/**
 * docs/storefront-contract.md#cart-totals: the discounted price, else the price, else 0 (a cart
 * line may lack both).
 */
export function effectivePrice(variant: {
  price?: number | null;
  priceAfterDiscount?: number | null;
}): number {
  return variant.priceAfterDiscount ?? variant.price ?? 0;
}
