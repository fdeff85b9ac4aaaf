import { z } from 'zod';
import { variantSchema } from './catalog';
import { idSchema, safeText } from './common';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './limits';

export const cartQuantitySchema = z
  .number('Quantity must be a number')
  .int('Quantity must be a whole number')
  .min(CART_QUANTITY_MIN, `Quantity must be at least ${CART_QUANTITY_MIN}`)
  .max(CART_QUANTITY_MAX, `Quantity must be at most ${CART_QUANTITY_MAX}`);

export const cartSizeSchema = safeText(64).min(1, 'Choose a size');

/**
 * The spec's client sends the whole selected variant; only its size matters. Price and name are
 * accepted so that payload passes, then dropped: the price always comes from the database.
 */
export const cartSelectedVariantInputSchema = z
  .strictObject({
    size: cartSizeSchema,
    name: z.string().max(200).optional(),
    price: z.number().nullable().optional(),
    priceAfterDiscount: z.number().nullable().optional(),
  })
  .transform(({ size }) => ({ size }));

/** POST /cart/addToCart */
export const addToCartRequestSchema = z.strictObject({
  foodId: idSchema,
  selectedVariant: cartSelectedVariantInputSchema,
  quantity: cartQuantitySchema,
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PUT /cart/updateCartItem */
export const updateCartItemRequestSchema = z.strictObject({
  foodId: idSchema,
  size: cartSizeSchema,
  quantity: cartQuantitySchema,
});
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** DELETE /cart/removeCartItem?foodId&size */
export const removeCartItemQuerySchema = z.strictObject({
  foodId: idSchema,
  size: cartSizeSchema,
});
export type RemoveCartItemQuery = z.infer<typeof removeCartItemQuerySchema>;

/** One line as the server shows it: the spec's cart item plus what the server knows now. */
export const cartLineSchema = z
  .object({
    /**
     * The food id (docs/storefront-contract.md#cart-item: an item is identified by its food id
     * and size).
     */
    id: z.string(),
    foodId: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    description: z.string(),
    /** The food's first image URL, or '' when it has none. */
    image: z.string(),
    /** Current prices from the database, major units. */
    selectedVariant: variantSchema,
    /** The food is still on the menu, available, and still offered in this size. */
    available: z.boolean(),
    /** The effective unit price differs from the one when the line was last added. */
    priceChanged: z.boolean(),
    /** The effective unit price when last added (major units), only when it changed. */
    previousPrice: z.number().optional(),
  })
  .meta({ id: 'CartLine', description: 'One (food, size) line of the cart, priced now' });
export type CartLine = z.infer<typeof cartLineSchema>;

/** Every cart call answers with the whole cart. Totals cover available lines only. */
export const cartResponseSchema = z
  .object({
    cartItems: z.array(cartLineSchema),
    totalQuantity: z.number().int(),
    /** Major units, summed in minor units on the server. */
    totalAmount: z.number(),
  })
  .meta({
    id: 'Cart',
    description: 'The whole cart, as every cart call answers',
    example: {
      cartItems: [
        {
          id: 'f_paneer_tikka',
          foodId: 'f_paneer_tikka',
          name: 'Paneer Tikka',
          quantity: 2,
          description: 'Cottage cheese cubes, charred in the tandoor, with mint chutney.',
          image: '',
          selectedVariant: { size: 'Regular', price: 249, priceAfterDiscount: null },
          available: true,
          priceChanged: false,
        },
      ],
      totalQuantity: 2,
      totalAmount: 498,
    },
  });
export type CartResponse = z.infer<typeof cartResponseSchema>;
