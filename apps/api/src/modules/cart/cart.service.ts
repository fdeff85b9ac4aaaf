import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  fromMinor,
  type CartLine,
  type CartResponse,
} from '@ninetonine/contract';
import { conflict, HttpError, notFound } from '../../http-error';
import { imageUrl } from '../images/image-url';
import type { AddLineResult, CartLineRow, CartRepository } from './cart.repository';

function toLine(row: CartLineRow): { line: CartLine; unitMinor: number } {
  const sizeExists = row.priceMinor !== null;
  // A size that is gone keeps showing the price it was added at, flagged unavailable.
  const priceMinor = row.priceMinor ?? row.unitPriceMinorAtAdd;
  const discountMinor = sizeExists ? row.discountedPriceMinor : null;
  const unitMinor = discountMinor ?? priceMinor;
  const priceChanged = sizeExists && unitMinor !== row.unitPriceMinorAtAdd;
  return {
    unitMinor,
    line: {
      id: row.foodId,
      foodId: row.foodId,
      name: row.name,
      quantity: row.quantity,
      description: row.description,
      image: row.imageId ? imageUrl(row.imageId) : '',
      selectedVariant: {
        size: row.size,
        price: fromMinor(priceMinor),
        priceAfterDiscount: discountMinor === null ? null : fromMinor(discountMinor),
      },
      available: sizeExists && row.isAvailable && !row.deleted,
      priceChanged,
      ...(priceChanged ? { previousPrice: fromMinor(row.unitPriceMinorAtAdd) } : {}),
    },
  };
}

/** The whole cart as every call answers it; totals cover only what can be ordered. */
export function toCartResponse(rows: CartLineRow[]): CartResponse {
  let totalQuantity = 0;
  let totalMinor = 0;
  const cartItems = rows.map((row) => {
    const { line, unitMinor } = toLine(row);
    if (line.available) {
      totalQuantity += line.quantity;
      totalMinor += line.quantity * unitMinor;
    }
    return line;
  });
  return { cartItems, totalQuantity, totalAmount: fromMinor(totalMinor) };
}

/** Turns a refused add into the message the shopper sees. */
export function addLineError(result: Exclude<AddLineResult, { kind: 'ok' }>): HttpError {
  switch (result.kind) {
    case 'food-not-found':
      return notFound('This dish is no longer on the menu.', 'FOOD_NOT_FOUND');
    case 'food-unavailable':
      return conflict(`${result.name} is not available right now.`, 'FOOD_UNAVAILABLE');
    case 'size-not-found':
      return new HttpError(400, `${result.name} does not come in that size.`, 'SIZE_NOT_FOUND');
    case 'cart-full':
      return conflict(
        `Your cart can hold up to ${CART_LINES_MAX} different dishes. Remove one to add another.`,
        'CART_FULL',
      );
    case 'quantity-limit':
      return conflict(
        `You can have at most ${CART_QUANTITY_MAX} of ${result.name} in one size` +
          (result.inCart ? ` (you already have ${result.inCart}).` : '.'),
        'QUANTITY_LIMIT',
      );
  }
}

export async function loadCart(repo: CartRepository, userId: string): Promise<CartResponse> {
  return toCartResponse(await repo.listLines(userId));
}
