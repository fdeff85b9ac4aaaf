import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  effectivePrice,
  fromMinor,
  toMinor,
} from '@ninetonine/contract/core';

export interface CartVariant {
  size: string;
  price: number;
  priceAfterDiscount: number | null;
}

/**
 * The cart item (docs/storefront-contract.md#cart-item), plus what the server cart says about the
 * line now (signed-in only).
 */
export interface CartItem {
  /** The food id. A line is identified by it together with selectedVariant.size. */
  id: string;
  name: string;
  quantity: number;
  description: string;
  image: string;
  selectedVariant: CartVariant;
  /** false when the food is off the menu or no longer offered in this size. */
  available?: boolean;
  priceChanged?: boolean;
  /** The unit price when the line was last added, when it has changed since. */
  previousPrice?: number;
}

/**
 * Whatever an item may arrive as: a food-shaped object from the menu, a server cart line
 * (with the food nested or not), or a persisted item. Everything is checked before use.
 */
export interface CartItemInput {
  id?: unknown;
  foodId?: unknown;
  food?: { _id?: unknown; name?: unknown; description?: unknown; foodImages?: unknown } | null;
  _id?: unknown;
  name?: unknown;
  quantity?: unknown;
  description?: unknown;
  image?: unknown;
  selectedVariant?: {
    size?: unknown;
    name?: unknown;
    price?: unknown;
    priceAfterDiscount?: unknown;
  } | null;
  available?: unknown;
  priceChanged?: unknown;
  previousPrice?: unknown;
}

export interface LineKey {
  id: string;
  size: string;
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== ''
    ? v
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : undefined;
const money = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;

/** Quantities are whole numbers in 1..99, like the server's; anything else becomes 1. */
export function clampQuantity(q: unknown): number {
  if (typeof q !== 'number' || !Number.isFinite(q)) return CART_QUANTITY_MIN;
  return Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Math.trunc(q)));
}

/**
 * docs/storefront-contract.md#cart-item: the food id is id, foodId, food._id or _id, in that order.
 */
export function itemFoodId(input: CartItemInput): string | undefined {
  return text(input.id) ?? text(input.foodId) ?? text(input.food?._id) ?? text(input._id);
}

/**
 * A well-formed cart item, or null when it has no id (docs/storefront-contract.md#input-rules: such
 * items are refused).
 */
export function normalizeCartItem(input: CartItemInput | null | undefined): CartItem | null {
  if (!input || typeof input !== 'object') return null;
  const id = itemFoodId(input);
  if (!id) return null;
  const variant = input.selectedVariant ?? {};
  const images = input.food?.foodImages;
  const firstImage = Array.isArray(images) ? text(images[0]) : undefined;
  const item: CartItem = {
    id,
    name: text(input.name) ?? text(input.food?.name) ?? '',
    quantity: clampQuantity(input.quantity),
    description: text(input.description) ?? text(input.food?.description) ?? '',
    image: text(input.image) ?? firstImage ?? '',
    selectedVariant: {
      // docs/storefront-contract.md#cart-item: the size is taken from size or name.
      size: text(variant.size) ?? text(variant.name) ?? '',
      price: money(variant.price) ?? 0,
      priceAfterDiscount: money(variant.priceAfterDiscount) ?? null,
    },
  };
  if (typeof input.available === 'boolean') item.available = input.available;
  if (typeof input.priceChanged === 'boolean') item.priceChanged = input.priceChanged;
  const previous = money(input.previousPrice);
  if (previous !== undefined) item.previousPrice = previous;
  return item;
}

export const keyOf = (item: CartItem): LineKey => ({
  id: item.id,
  size: item.selectedVariant.size,
});
export const sameLine = (item: CartItem, key: LineKey) =>
  item.id === key.id && item.selectedVariant.size === key.size;

/** quantity × unit price, in minor units so that sums are exact. */
export const lineTotalMinor = (item: CartItem): number =>
  item.quantity * toMinor(effectivePrice(item.selectedVariant));

export function cartTotals(items: CartItem[]): { totalQuantity: number; totalAmount: number } {
  let totalQuantity = 0;
  let totalMinor = 0;
  for (const item of items) {
    totalQuantity += item.quantity;
    totalMinor += lineTotalMinor(item);
  }
  return { totalQuantity, totalAmount: fromMinor(totalMinor) };
}

/** "Paneer Tikka (Large)", or just the name for a size-less line. */
export const lineLabel = (item: Pick<CartItem, 'name' | 'selectedVariant'>) =>
  item.selectedVariant.size ? `${item.name} (${item.selectedVariant.size})` : item.name;
