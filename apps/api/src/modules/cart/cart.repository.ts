import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@ninetonine/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, foodImages, foodVariants, foods } from '../../db/schema/index';

/** One cart line joined with what the menu says about it now. */
export interface CartLineRow {
  foodId: string;
  size: string;
  quantity: number;
  unitPriceMinorAtAdd: number;
  name: string;
  description: string;
  isAvailable: boolean;
  deleted: boolean;
  /** Null when the food no longer offers this size. */
  priceMinor: number | null;
  discountedPriceMinor: number | null;
  /** The food's first image, if any. */
  imageId: string | null;
}

export type AddLineResult =
  | { kind: 'ok' }
  | { kind: 'food-not-found' }
  | { kind: 'food-unavailable'; name: string }
  | { kind: 'size-not-found'; name: string }
  | { kind: 'cart-full' }
  | { kind: 'quantity-limit'; name: string; inCart: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialises one user's cart writes, so the line limit holds under parallel adds. */
async function lockCart(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
}

const lineKey = (userId: string, foodId: string, size: string) =>
  and(eq(cartItems.userId, userId), eq(cartItems.foodId, foodId), eq(cartItems.size, size));

export function createCartRepository(db: Database) {
  return {
    async listLines(userId: string): Promise<CartLineRow[]> {
      const firstImage = sql<string | null>`(
        select ${foodImages.imageId} from ${foodImages}
        where ${foodImages.foodId} = ${foods.id}
        order by ${foodImages.sortOrder}, ${foodImages.id} limit 1)`;
      const rows = await db
        .select({
          foodId: cartItems.foodId,
          size: cartItems.size,
          quantity: cartItems.quantity,
          unitPriceMinorAtAdd: cartItems.unitPriceMinorAtAdd,
          name: foods.name,
          description: foods.description,
          isAvailable: foods.isAvailable,
          deletedAt: foods.deletedAt,
          priceMinor: foodVariants.priceMinor,
          discountedPriceMinor: foodVariants.discountedPriceMinor,
          imageId: firstImage,
        })
        .from(cartItems)
        .innerJoin(foods, eq(foods.id, cartItems.foodId))
        .leftJoin(
          foodVariants,
          and(eq(foodVariants.foodId, cartItems.foodId), eq(foodVariants.size, cartItems.size)),
        )
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      return rows.map(({ deletedAt, ...row }) => ({ ...row, deleted: deletedAt !== null }));
    },

    /**
     * Adds `quantity` to the (user, food, size) line or creates it, at the database's current
     * price. Every check happens before the write, and the write itself is one upsert whose
     * WHERE refuses to pass 99, so a refused add changes nothing.
     */
    async addLine(input: {
      userId: string;
      foodId: string;
      size: string;
      quantity: number;
    }): Promise<AddLineResult> {
      const { userId, foodId, size, quantity } = input;
      return db.transaction(async (tx) => {
        await lockCart(tx, userId);
        const [food] = await tx
          .select({
            name: foods.name,
            isAvailable: foods.isAvailable,
            deletedAt: foods.deletedAt,
            priceMinor: foodVariants.priceMinor,
            discountedPriceMinor: foodVariants.discountedPriceMinor,
          })
          .from(foods)
          .leftJoin(
            foodVariants,
            and(eq(foodVariants.foodId, foods.id), eq(foodVariants.size, size)),
          )
          .where(eq(foods.id, foodId))
          .limit(1);
        if (!food || food.deletedAt) return { kind: 'food-not-found' };
        if (!food.isAvailable) return { kind: 'food-unavailable', name: food.name };
        if (food.priceMinor === null) return { kind: 'size-not-found', name: food.name };

        const [existing] = await tx
          .select({ quantity: cartItems.quantity })
          .from(cartItems)
          .where(lineKey(userId, foodId, size));
        if (!existing) {
          const [lines] = await tx
            .select({ n: count() })
            .from(cartItems)
            .where(eq(cartItems.userId, userId));
          if ((lines?.n ?? 0) >= CART_LINES_MAX) return { kind: 'cart-full' };
        }

        const written = await tx
          .insert(cartItems)
          .values({
            userId,
            foodId,
            size,
            quantity,
            unitPriceMinorAtAdd: food.discountedPriceMinor ?? food.priceMinor,
          })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.foodId, cartItems.size],
            set: {
              quantity: sql.raw(`"cart_items"."quantity" + excluded."quantity"`),
              // Adding again at today's price acknowledges it.
              unitPriceMinorAtAdd: sql.raw(`excluded."unit_price_minor_at_add"`),
              updatedAt: sql`now()`,
            },
            setWhere: sql.raw(
              `"cart_items"."quantity" + excluded."quantity" <= ${CART_QUANTITY_MAX}`,
            ),
          })
          .returning({ quantity: cartItems.quantity });
        if (written.length === 0) {
          return { kind: 'quantity-limit', name: food.name, inCart: existing?.quantity ?? 0 };
        }
        return { kind: 'ok' };
      });
    },

    /** Sets a line's quantity; false when the user has no such line. */
    async setQuantity(input: {
      userId: string;
      foodId: string;
      size: string;
      quantity: number;
    }): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity: input.quantity, updatedAt: sql`now()` })
        .where(lineKey(input.userId, input.foodId, input.size))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    /** Deletes a line; false when the user has no such line. */
    async removeLine(input: { userId: string; foodId: string; size: string }): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(lineKey(input.userId, input.foodId, input.size))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
