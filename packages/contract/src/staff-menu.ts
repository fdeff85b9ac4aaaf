import { z } from 'zod';
import { dietaryFactSchema, foodSchema, paginationSchema, pictureSchema } from './catalog';
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasControlCharacters,
  hasHiddenCharacters,
  idSchema,
} from './common';
import { OPTION_GROUPS_MAX, OPTION_NAME_MAX, OPTIONS_PER_GROUP_MAX } from './dish-options';
import { twoDecimals } from './money-input';

/*
 * The staff side's menu: the rules a food must keep, shared by the edit form (checked as the
 * staff member types) and the API (checked again, never trusted).
 */

export const FOOD_NAME_MAX = 80;
export const FOOD_DESCRIPTION_MAX = 1000;
export const FOOD_SIZE_NAME_MAX = 40;
export const FOOD_SIZES_MAX = 8;
/** Pictures one food may show. */
export const FOOD_PICTURES_MAX = 8;
/** Major units: far above any dish, far below what the minor-unit integer column holds. */
export const FOOD_PRICE_MAX = 1_000_000;
export const STAFF_FOODS_PAGE_SIZE = 20;

/** Upload limits: the API refuses more, the form checks the same before sending. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_FILES_MAX = 8;
/** What staff may upload; everything else (SVG, HTML, GIF...) is refused by its bytes. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** The 409 answer when the food was saved by someone else since the form was opened. */
export const FOOD_CHANGED_MESSAGE =
  'This food was changed by someone else. Reload to see the changes.';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} can be at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s), `${label} contains invalid characters`)
    .refine((s) => !hasHiddenCharacters(s), `${label} ${HIDDEN_CHARACTERS_MESSAGE}`)
    .trim();

/** Whole paise only: 12.345 is refused, not rounded behind the staff member's back. */
const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const priceInputSchema = z
  .number({ error: 'Enter a price' })
  .positive('The price must be more than 0')
  .max(FOOD_PRICE_MAX, `The price can be at most ${FOOD_PRICE_MAX}`)
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals')
  .meta(twoDecimals);

export const foodSizeInputSchema = z
  .strictObject({
    size: text(FOOD_SIZE_NAME_MAX, 'The size').min(1, 'Name the size, e.g. Regular'),
    price: priceInputSchema,
    /** Null or left out: no discount. */
    priceAfterDiscount: priceInputSchema.nullable().optional(),
  })
  .refine((s) => s.priceAfterDiscount == null || s.priceAfterDiscount < s.price, {
    message: 'The discounted price must be below the price',
    path: ['priceAfterDiscount'],
  });
export type FoodSizeInput = z.infer<typeof foodSizeInputSchema>;

/** What an option adds to the price: 0 (free) or more, whole paise. */
export const optionPriceInputSchema = z
  .number({ error: 'Enter what the option adds, 0 if free' })
  .min(0, 'An option cannot take money off')
  .max(FOOD_PRICE_MAX, `An option can add at most ${FOOD_PRICE_MAX}`)
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals')
  .meta(twoDecimals);

export const foodOptionInputSchema = z.strictObject({
  /** An existing option's id keeps it (carts holding it stay valid); none: a new option. */
  id: idSchema.optional(),
  name: text(OPTION_NAME_MAX, 'The option').min(1, 'Name the option, e.g. Mild'),
  priceDelta: optionPriceInputSchema,
  available: z.boolean().optional(),
});
export type FoodOptionInput = z.input<typeof foodOptionInputSchema>;

export const foodOptionGroupInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    name: text(OPTION_NAME_MAX, 'The group').min(1, 'Name the group, e.g. Spice level'),
    minPicks: z
      .number({ error: 'Enter how many must be picked' })
      .int('Use a whole number')
      .min(0, 'Picks cannot be negative')
      .max(OPTIONS_PER_GROUP_MAX, `At most ${OPTIONS_PER_GROUP_MAX} picks`),
    maxPicks: z
      .number({ error: 'Enter how many may be picked' })
      .int('Use a whole number')
      .min(1, 'Allow at least one pick')
      .max(OPTIONS_PER_GROUP_MAX, `At most ${OPTIONS_PER_GROUP_MAX} picks`),
    options: z
      .array(foodOptionInputSchema)
      .min(1, 'Add at least one option')
      .max(OPTIONS_PER_GROUP_MAX, `At most ${OPTIONS_PER_GROUP_MAX} options in a group`)
      .refine(
        (options) => new Set(options.map((o) => o.name.toLowerCase())).size === options.length,
        'Each option needs its own name',
      ),
  })
  .refine((g) => g.minPicks <= g.maxPicks, {
    message: 'The least picks cannot be more than the most',
    path: ['minPicks'],
  })
  .refine((g) => g.maxPicks <= g.options.length, {
    message: 'More picks allowed than there are options',
    path: ['maxPicks'],
  });
export type FoodOptionGroupInput = z.input<typeof foodOptionGroupInputSchema>;

const pictureIdSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Unknown picture');

/** Fields without defaults, so an update changes only what it names. */
const foodFields = {
  name: text(FOOD_NAME_MAX, 'The name').min(1, 'Enter a name'),
  description: text(FOOD_DESCRIPTION_MAX, 'The description'),
  categoryId: idSchema,
  variants: z
    .array(foodSizeInputSchema)
    .min(1, 'Add at least one size')
    .max(FOOD_SIZES_MAX, `At most ${FOOD_SIZES_MAX} sizes`)
    .refine(
      (sizes) => new Set(sizes.map((s) => s.size.toLowerCase())).size === sizes.length,
      'Each size needs its own name',
    ),
  isVeg: z.boolean(),
  isVegan: z.boolean(),
  isSpicy: z.boolean(),
  containsNuts: z.boolean(),
  isSpecial: z.boolean(),
  /** Three-state facts (decision 0049); the legacy flags above, when sent, state only a ticked box. */
  dietary: z
    .strictObject({
      meat: dietaryFactSchema.optional(),
      animalProducts: dietaryFactSchema.optional(),
      nuts: dietaryFactSchema.optional(),
    })
    .optional(),
  /** Replaces the dish's option groups: ids name the existing ones kept. */
  optionGroups: z
    .array(foodOptionGroupInputSchema)
    .max(OPTION_GROUPS_MAX, `At most ${OPTION_GROUPS_MAX} option groups`)
    .refine(
      (groups) => new Set(groups.map((g) => g.name.toLowerCase())).size === groups.length,
      'Each option group needs its own name',
    ),
  /** Uploaded pictures (POST /staff/images), in the order the storefront shows them. */
  imageIds: z
    .array(pictureIdSchema)
    .max(FOOD_PICTURES_MAX, `At most ${FOOD_PICTURES_MAX} pictures`)
    .refine((ids) => new Set(ids).size === ids.length, 'A picture is listed twice'),
};

/** POST /foods/createFood: the `food` field of the multipart form (JSON). */
export const foodInputSchema = z
  .strictObject({
    ...foodFields,
    description: foodFields.description.optional(),
    isVeg: foodFields.isVeg.optional(),
    isVegan: foodFields.isVegan.optional(),
    isSpicy: foodFields.isSpicy.optional(),
    containsNuts: foodFields.containsNuts.optional(),
    isSpecial: foodFields.isSpecial.optional(),
    optionGroups: foodFields.optionGroups.optional(),
    imageIds: foodFields.imageIds.optional(),
  })
  .meta({
    id: 'NewFood',
    description:
      'A new food (the `food` field of the createFood form, as JSON); prices in major units',
    example: {
      name: 'Paneer Tikka',
      description: 'Cottage cheese cubes, charred in the tandoor, with mint chutney.',
      categoryId: 'c_starters',
      variants: [{ size: 'Regular', price: 249 }],
      isVeg: true,
    },
  });
export type FoodInput = z.infer<typeof foodInputSchema>;

/** PATCH /foods/updateFood/{id}: the fields sent, and the version the editor started from. */
export const foodUpdateSchema = z.strictObject({
  ...z.object(foodFields).partial().shape,
  version: z.number({ error: 'version is required' }).int().min(1),
});
export type FoodUpdate = z.infer<typeof foodUpdateSchema>;

/** A food as staff see it: what customers see, plus what editing needs. */
export const staffFoodSchema = foodSchema
  .extend({
    /** Goes up on every saved edit; an update naming an older one is refused (409). */
    version: z.number().int(),
  })
  .meta({
    id: 'StaffFood',
    description: 'A food as staff edit it: the storefront fields and its version',
  });
export type StaffFood = z.infer<typeof staffFoodSchema>;
export const staffFoodResponseSchema = z.object({ food: staffFoodSchema });
export type StaffFoodResponse = z.infer<typeof staffFoodResponseSchema>;
export const deleteFoodResponseSchema = z.object({ message: z.string(), food: staffFoodSchema });

export const staffFoodsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_FOODS_PAGE_SIZE),
  search: text(100, 'The search').optional(),
  /** A category id. */
  category: idSchema.optional(),
});
export type StaffFoodsQuery = z.infer<typeof staffFoodsQuerySchema>;
export type StaffFoodsQueryInput = z.input<typeof staffFoodsQuerySchema>;
export const staffFoodsResponseSchema = z.object({
  foods: z.array(staffFoodSchema),
  pagination: paginationSchema,
});
export type StaffFoodsResponse = z.infer<typeof staffFoodsResponseSchema>;

/**
 * sold-out-today: off the menu until the restaurant next opens (back tomorrow by itself);
 * sold-out: until staff put it back.
 */
export const foodAvailabilities = ['available', 'sold-out-today', 'sold-out'] as const;
export type FoodAvailability = (typeof foodAvailabilities)[number];
export const foodAvailabilitySchema = z.strictObject({
  availability: z.enum(foodAvailabilities, { error: 'Choose available or sold out' }),
});

/** A file part of a multipart form, as OpenAPI 3.0 writes one. */
const filePart = z.string().meta({ format: 'binary' });

/**
 * POST /foods/createFood's multipart form, for the API document: the route reads the form part by
 * part (images/picture-uploads.ts) and checks `food` with foodInputSchema.
 */
export const createFoodFormSchema = z.object({
  /** Sent as JSON text (the part's content type is application/json). */
  food: foodInputSchema,
  images: z
    .array(filePart)
    .max(PICTURE_FILES_MAX)
    .optional()
    .meta({ description: `Pictures (${PICTURE_TYPES.join(', ')}), shown after imageIds` }),
});

/** POST /staff/images' multipart form, for the API document. */
export const uploadPicturesFormSchema = z.object({
  images: z
    .array(filePart)
    .min(1)
    .max(PICTURE_FILES_MAX)
    .meta({
      description: `${PICTURE_TYPES.join(', ')}; at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB each`,
    }),
});

/** POST /staff/images: each uploaded file as the storefront will show it. */
export const uploadedPictureSchema = pictureSchema;
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;
export const uploadPicturesResponseSchema = z.object({
  pictures: z.array(uploadedPictureSchema),
});
export type UploadPicturesResponse = z.infer<typeof uploadPicturesResponseSchema>;
