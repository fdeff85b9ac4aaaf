import {
  checkOptionChoice,
  effectivePriceMinor,
  optionsKey,
  type ChosenOption,
  type OptionGroupRule,
} from '@ninetonine/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems, foodImages, foodVariants, foods } from '../../db/schema/index';
import { foodIsAvailable, optionGroupsJson } from '../catalog/catalog.repository';

const splitKey = (key: string) => (key === '' ? [] : key.split(','));

/** One cart line joined with what the menu says about it now. */
export interface CartLineRow {
  foodId: string;
  size: string;
  /** The chosen option ids, sorted and comma-joined ('' for none). */
  optionsKey: string;
  /** The chosen options as the menu names and prices them now (decision 0049). */
  options: ChosenOption[];
  quantity: number;
  unitPriceMinorAtAdd: number;
  name: string;
  description: string;
  /** False too when the chosen options are no longer a valid choice (one gone or sold out). */
  isAvailable: boolean;
  deleted: boolean;
  /** Null when the food no longer offers this size; includes the options' prices. */
  priceMinor: number | null;
  discountedPriceMinor: number | null;
  /** The food's first image, if any. */
  imageId: string | null;
}

/** A food as an add sees it, with the asked-for size's prices (null when it has no such size). */
export interface FoodForCart {
  name: string;
  isAvailable: boolean;
  deleted: boolean;
  priceMinor: number | null;
  discountedPriceMinor: number | null;
  optionGroups: OptionGroupRule[];
}

export interface LineKey {
  userId: string;
  foodId: string;
  size: string;
  /** '' for a line without options. */
  optionsKey: string;
}

const lineKey = ({ userId, foodId, size, optionsKey }: LineKey) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.foodId, foodId),
    eq(cartItems.size, size),
    eq(cartItems.optionsKey, optionsKey),
  );

type StoredLine = Omit<CartLineRow, 'options' | 'deleted'> & {
  deletedAt: Date | null;
  optionGroups: OptionGroupRule[];
};

/** A stored line priced with its options as the menu has them now. */
function withOptions({ deletedAt, optionGroups, ...row }: StoredLine): CartLineRow {
  const base = { ...row, deleted: deletedAt !== null };
  if (row.optionsKey === '') return { ...base, options: [] };
  const choice = checkOptionChoice(optionGroups, splitKey(row.optionsKey));
  if (!choice.ok) return { ...base, options: [], isAvailable: false };
  const add = (minor: number | null) => (minor === null ? null : minor + choice.deltaMinor);
  return {
    ...base,
    options: choice.chosen,
    priceMinor: add(row.priceMinor),
    discountedPriceMinor: add(row.discountedPriceMinor),
  };
}

/** A food's first image, for a line's picture. */
const firstImage = sql<string | null>`(
  select ${foodImages.imageId} from ${foodImages}
  where ${foodImages.foodId} = ${foods.id}
  order by ${foodImages.sortOrder}, ${foodImages.id} limit 1)`;

/**
 * What the menu says now about a line's food and size (a cart line, a dine-in round's line):
 * read from `foods` joined with the size's `foodVariants` row.
 */
const menuNow = {
  name: foods.name,
  description: foods.description,
  isAvailable: foodIsAvailable,
  deletedAt: foods.deletedAt,
  priceMinor: foodVariants.priceMinor,
  discountedPriceMinor: foodVariants.discountedPriceMinor,
  imageId: firstImage,
  optionGroups: optionGroupsJson,
};

export function createCartRepository() {
  return {
    /**
     * Serialises one user's cart writes until the transaction `ex` ends (so the line limit
     * holds under parallel adds). Only meaningful inside a transaction.
     */
    async lock(ex: Executor, userId: string): Promise<void> {
      await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
    },

    async listLines(ex: Executor, userId: string): Promise<CartLineRow[]> {
      const rows = await ex
        .select({
          foodId: cartItems.foodId,
          size: cartItems.size,
          optionsKey: cartItems.optionsKey,
          quantity: cartItems.quantity,
          unitPriceMinorAtAdd: cartItems.unitPriceMinorAtAdd,
          ...menuNow,
        })
        .from(cartItems)
        .innerJoin(foods, eq(foods.id, cartItems.foodId))
        .leftJoin(
          foodVariants,
          and(eq(foodVariants.foodId, cartItems.foodId), eq(foodVariants.size, cartItems.size)),
        )
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows.map(withOptions);
    },

    /**
     * A line that is in no cart (a dine-in round, decision 0094), read as a cart line is: the
     * menu's prices and options now, so checkout's pricing prices it. Null: no such food.
     */
    async lineNow(
      ex: Executor,
      line: { foodId: string; size: string; optionIds: string[]; quantity: number },
    ): Promise<CartLineRow | null> {
      const [row] = await ex
        .select(menuNow)
        .from(foods)
        .leftJoin(
          foodVariants,
          and(eq(foodVariants.foodId, foods.id), eq(foodVariants.size, line.size)),
        )
        .where(eq(foods.id, line.foodId))
        .limit(1);
      if (!row) return null;
      const priced = withOptions({
        ...row,
        foodId: line.foodId,
        size: line.size,
        optionsKey: optionsKey(line.optionIds),
        quantity: line.quantity,
        // Nothing was added earlier: no price change to tell about.
        unitPriceMinorAtAdd: 0,
      });
      const now =
        priced.priceMinor === null
          ? 0
          : effectivePriceMinor({
              priceMinor: priced.priceMinor,
              discountedPriceMinor: priced.discountedPriceMinor,
            });
      return { ...priced, unitPriceMinorAtAdd: now };
    },

    /** The food with the prices of one of its sizes; null when there is no such food. */
    async findFoodForCart(ex: Executor, foodId: string, size: string): Promise<FoodForCart | null> {
      const [food] = await ex
        .select({
          name: foods.name,
          isAvailable: foodIsAvailable,
          deletedAt: foods.deletedAt,
          priceMinor: foodVariants.priceMinor,
          discountedPriceMinor: foodVariants.discountedPriceMinor,
          optionGroups: optionGroupsJson,
        })
        .from(foods)
        .leftJoin(foodVariants, and(eq(foodVariants.foodId, foods.id), eq(foodVariants.size, size)))
        .where(eq(foods.id, foodId))
        .limit(1);
      if (!food) return null;
      const { deletedAt, ...rest } = food;
      return { ...rest, deleted: deletedAt !== null };
    },

    /** The quantity of one line, or null when the user has no such line. */
    async lineQuantity(ex: Executor, key: LineKey): Promise<number | null> {
      const [row] = await ex
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(lineKey(key));
      return row?.quantity ?? null;
    },

    async countLines(ex: Executor, userId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Adds `quantity` to the line (creating it) at `unitPriceMinor`, in one upsert whose WHERE
     * refuses to pass `maxQuantity`. False when refused (nothing changed).
     */
    async upsertLine(
      ex: Executor,
      input: LineKey & { quantity: number; unitPriceMinor: number; maxQuantity: number },
    ): Promise<boolean> {
      const written = await ex
        .insert(cartItems)
        .values({
          userId: input.userId,
          foodId: input.foodId,
          size: input.size,
          optionsKey: input.optionsKey,
          quantity: input.quantity,
          unitPriceMinorAtAdd: input.unitPriceMinor,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.foodId, cartItems.size, cartItems.optionsKey],
          set: {
            quantity: sql.raw(`"cart_items"."quantity" + excluded."quantity"`),
            // Adding again at today's price acknowledges it.
            unitPriceMinorAtAdd: sql.raw(`excluded."unit_price_minor_at_add"`),
            updatedAt: sql`now()`,
          },
          setWhere: sql`"cart_items"."quantity" + excluded."quantity" <= ${input.maxQuantity}`,
        })
        .returning({ quantity: cartItems.quantity });
      return written.length > 0;
    },

    /** Sets a line's quantity; false when the user has no such line. */
    async setQuantity(ex: Executor, input: LineKey & { quantity: number }): Promise<boolean> {
      const rows = await ex
        .update(cartItems)
        .set({ quantity: input.quantity, updatedAt: sql`now()` })
        .where(lineKey(input))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    /** Deletes a line; false when the user has no such line. */
    async removeLine(ex: Executor, key: LineKey): Promise<boolean> {
      const rows = await ex.delete(cartItems).where(lineKey(key)).returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async clear(ex: Executor, userId: string): Promise<void> {
      await ex.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
