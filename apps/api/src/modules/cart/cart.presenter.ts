import {
  effectivePriceMinor,
  fromMinor,
  type CartLine,
  type CartResponse,
} from '@ninetonine/contract';
import { imageUrl } from '../images/images.presenter';
import type { CartLineRow } from './cart.repository';

function toLine(row: CartLineRow): { line: CartLine; unitMinor: number } {
  const sizeExists = row.priceMinor !== null;
  // A size that is gone keeps showing the price it was added at, flagged unavailable.
  const priceMinor = row.priceMinor ?? row.unitPriceMinorAtAdd;
  const discountMinor = sizeExists ? row.discountedPriceMinor : null;
  const unitMinor = effectivePriceMinor({ priceMinor, discountedPriceMinor: discountMinor });
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
      ...(row.optionsKey === ''
        ? {}
        : {
            optionIds: row.optionsKey.split(','),
            options: row.options.map((o) => ({
              _id: o.optionId,
              group: o.group,
              name: o.name,
              priceDelta: fromMinor(o.priceDeltaMinor),
            })),
          }),
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
