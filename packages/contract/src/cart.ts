import { z } from 'zod';
import { variantSchema } from './catalog';
import { idSchema, safeText } from './common';
import { LINE_OPTIONS_MAX, optionsKey } from './dish-options';
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

/**
 * The options chosen for a line (decision 0049): an addition to the spec's payloads, absent for
 * a dish without options. The server checks them against the dish and prices them.
 */
export const cartOptionIdsSchema = z
  .array(idSchema)
  .max(LINE_OPTIONS_MAX, 'Too many options')
  .meta({ description: 'The chosen option ids (FoodOption._id); absent or [] for none' });

/** The same ids as a query parameter: comma-separated. */
const cartOptionsQuerySchema = safeText(LINE_OPTIONS_MAX * 40)
  .transform((s) => (s === '' ? [] : s.split(',')))
  .pipe(cartOptionIdsSchema)
  .meta({ description: 'The chosen option ids, comma-separated; absent for none' });

/** POST /cart/addToCart */
export const addToCartRequestSchema = z.strictObject({
  foodId: idSchema,
  selectedVariant: cartSelectedVariantInputSchema,
  quantity: cartQuantitySchema,
  optionIds: cartOptionIdsSchema.optional(),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PUT /cart/updateCartItem */
export const updateCartItemRequestSchema = z.strictObject({
  foodId: idSchema,
  size: cartSizeSchema,
  quantity: cartQuantitySchema,
  optionIds: cartOptionIdsSchema.optional(),
});
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** DELETE /cart/removeCartItem?foodId&size */
export const removeCartItemQuerySchema = z.strictObject({
  foodId: idSchema,
  size: cartSizeSchema,
  optionIds: cartOptionsQuerySchema.optional(),
});
export type RemoveCartItemQuery = z.input<typeof removeCartItemQuerySchema>;

/** The key a server cart line is stored under, from a request's optional option ids. */
export const lineOptionsKey = (optionIds: readonly string[] | undefined) =>
  optionsKey(optionIds ?? []);

export const cartLineOptionSchema = z
  .object({
    _id: z.string(),
    /** The group's name, e.g. Spice level. */
    group: z.string(),
    name: z.string(),
    /** Major units, included in selectedVariant's prices. */
    priceDelta: z.number(),
  })
  .meta({ id: 'CartLineOption', description: 'An option chosen on a line, priced now' });
export type CartLineOption = z.infer<typeof cartLineOptionSchema>;

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
    /** Current prices from the database, major units, the chosen options' prices included. */
    selectedVariant: variantSchema,
    /** The chosen option ids, sorted (absent: none); with foodId and size they name the line. */
    optionIds: z.array(z.string()).optional(),
    /** The chosen options, named and priced (absent: none). */
    options: z.array(cartLineOptionSchema).optional(),
    /** The food is still on the menu, available, and still offered in this size. */
    available: z.boolean(),
    /** The effective unit price differs from the one when the line was last added. */
    priceChanged: z.boolean(),
    /** The effective unit price when last added (major units), only when it changed. */
    previousPrice: z.number().optional(),
  })
  .meta({
    id: 'CartLine',
    description: 'One (food, size, options) line of the cart, priced now',
  });
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
