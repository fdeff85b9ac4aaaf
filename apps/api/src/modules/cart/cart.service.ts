import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  checkOptionChoice,
  effectivePriceMinor,
  ErrorCode,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import type { CartLineRow, CartRepository, LineKey } from './cart.repository';

const lineNotFound = () =>
  notFound('That item is not in your cart any more.', ErrorCode.CartLineNotFound);

/**
 * The cart's rules. Every call is for one user (the caller; routes never read a user or cart id
 * from the request) and answers with the cart's lines as they are afterwards. Prices always
 * come from the menu, never from the client.
 */
export function createCartService(deps: { db: Database; repo: CartRepository }) {
  const { db, repo } = deps;

  return {
    /** The cart's lines, joined with today's menu (on `ex`, e.g. a checkout's transaction). */
    lines: (userId: string, ex: Executor = db): Promise<CartLineRow[]> =>
      repo.listLines(ex, userId),

    /**
     * Adds `quantity` of a food in one size with the options chosen, at its current price
     * (options' prices included). Every check runs before the write, under a per-user lock, in
     * one transaction: a refused add changes nothing. The same options make the same line.
     */
    async add(
      input: Omit<LineKey, 'optionsKey'> & { quantity: number; optionIds: string[] },
    ): Promise<CartLineRow[]> {
      const { userId, foodId, size, quantity } = input;
      await db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        const food = await repo.findFoodForCart(tx, foodId, size);
        if (!food || food.deleted) {
          throw notFound('This dish is no longer on the menu.', ErrorCode.FoodNotFound);
        }
        if (!food.isAvailable) {
          throw conflict(`${food.name} is not available right now.`, ErrorCode.FoodUnavailable);
        }
        if (food.priceMinor === null) {
          throw badRequest(`${food.name} does not come in that size.`, ErrorCode.SizeNotFound);
        }
        const choice = checkOptionChoice(food.optionGroups, input.optionIds);
        if (!choice.ok)
          throw badRequest(`${food.name}: ${choice.message}.`, ErrorCode.ValidationFailed);
        const key = { userId, foodId, size, optionsKey: choice.key };
        const inCart = await repo.lineQuantity(tx, key);
        if (inCart === null && (await repo.countLines(tx, userId)) >= CART_LINES_MAX) {
          throw conflict(
            `Your cart can hold up to ${CART_LINES_MAX} different dishes. Remove one to add another.`,
            ErrorCode.CartFull,
          );
        }
        const written = await repo.upsertLine(tx, {
          ...key,
          quantity,
          unitPriceMinor:
            effectivePriceMinor({
              priceMinor: food.priceMinor,
              discountedPriceMinor: food.discountedPriceMinor,
            }) + choice.deltaMinor,
          maxQuantity: CART_QUANTITY_MAX,
        });
        if (!written) {
          throw conflict(
            `You can have at most ${CART_QUANTITY_MAX} of ${food.name} in one size` +
              (inCart ? ` (you already have ${inCart}).` : '.'),
            ErrorCode.QuantityLimit,
          );
        }
      });
      return repo.listLines(db, userId);
    },

    async setQuantity(input: LineKey & { quantity: number }): Promise<CartLineRow[]> {
      if (!(await repo.setQuantity(db, input))) throw lineNotFound();
      return repo.listLines(db, input.userId);
    },

    async remove(key: LineKey): Promise<CartLineRow[]> {
      if (!(await repo.removeLine(db, key))) throw lineNotFound();
      return repo.listLines(db, key.userId);
    },

    /** Empties the cart (on `ex`, so a checkout can clear it in its own transaction). */
    async clear(userId: string, ex: Executor = db): Promise<CartLineRow[]> {
      await repo.clear(ex, userId);
      return repo.listLines(ex, userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
