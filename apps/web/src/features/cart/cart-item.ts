import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  effectivePrice,
  fromMinor,
  optionsKey,
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
  /**
   * The chosen option ids, sorted (absent: none). With the id and size they name the line:
   * two lines of one dish with other options stay separate (decision 0049).
   */
  optionIds?: string[];
  /** The chosen options, named and priced (their prices are in selectedVariant's). */
  options?: CartItemOption[];
  /** false when the food is off the menu or no longer offered in this size. */
  available?: boolean;
  priceChanged?: boolean;
  /** The unit price when the line was last added, when it has changed since. */
  previousPrice?: number;
}

export interface CartItemOption {
  _id: string;
  group: string;
  name: string;
  priceDelta: number;
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
  optionIds?: unknown;
  options?: unknown;
  available?: unknown;
  priceChanged?: unknown;
  previousPrice?: unknown;
}

export interface LineKey {
  id: string;
  size: string;
  /** Absent or []: the line without options. */
  optionIds?: readonly string[];
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
  const ids = Array.isArray(input.optionIds)
    ? input.optionIds.filter((v): v is string => typeof v === 'string' && v !== '')
    : [];
  if (ids.length > 0) {
    item.optionIds = optionsKey(ids).split(',');
    const options = Array.isArray(input.options) ? input.options.map(optionOf) : [];
    if (options.every((o) => o !== null) && options.length > 0) item.options = options;
  }
  if (typeof input.available === 'boolean') item.available = input.available;
  if (typeof input.priceChanged === 'boolean') item.priceChanged = input.priceChanged;
  const previous = money(input.previousPrice);
  if (previous !== undefined) item.previousPrice = previous;
  return item;
}

function optionOf(v: unknown): CartItemOption | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const id = text(o._id);
  const group = text(o.group);
  const name = text(o.name);
  const priceDelta = money(o.priceDelta);
  if (!id || !group || !name || priceDelta === undefined) return null;
  return { _id: id, group, name, priceDelta };
}

export const keyOf = (item: CartItem): LineKey => ({
  id: item.id,
  size: item.selectedVariant.size,
  ...(item.optionIds ? { optionIds: item.optionIds } : {}),
});
export const sameLine = (item: CartItem, key: LineKey) =>
  item.id === key.id &&
  item.selectedVariant.size === key.size &&
  optionsKey(item.optionIds ?? []) === optionsKey(key.optionIds ?? []);

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

/** "Paneer Tikka (Large)", or just the name for a size-less line; options after it. */
export const lineLabel = (item: Pick<CartItem, 'name' | 'selectedVariant' | 'options'>) => {
  const name = item.selectedVariant.size
    ? `${item.name} (${item.selectedVariant.size})`
    : item.name;
  return item.options?.length ? `${name} with ${item.options.map((o) => o.name).join(', ')}` : name;
};
