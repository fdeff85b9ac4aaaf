import { z } from 'zod';
import { idSchema, queryFlag, safeText, timestampSchema } from './common';
import { dishRatingSchema } from './ratings';
import {
  FOOD_PAGE_SIZE,
  FOOD_PAGE_SIZE_MAX,
  SEARCH_TERM_MAX,
  SEARCH_WORDS_MAX,
  foodSorts,
} from './limits';

export const variantSchema = z
  .object({
    size: z.string(),
    /** Major units, as shown. */
    price: z.number(),
    priceAfterDiscount: z.number().nullable(),
  })
  .meta({
    id: 'Variant',
    description: 'One size of a food, priced in major units (rupees) as the menu shows them',
    example: { size: 'Regular', price: 249, priceAfterDiscount: 219.5 },
  });
export type Variant = z.infer<typeof variantSchema>;

/** One picture in the sizes it is stored at, for `<img srcset>`; src is the largest. */
export const pictureSchema = z
  .object({
    /** What a food's imageIds name (the largest stored width's content hash). */
    id: z.string(),
    src: z.string(),
    /** "url 320w, url 640w, ...": the browser picks the smallest that is sharp enough. */
    srcset: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({
    id: 'Picture',
    description: 'One picture at every stored width, for <img srcset>',
    example: {
      id: '4f1c0c8e5d8a43f0b8c1a7e2d9f3b6a1c4e7d0f2a5b8c1d4e7f0a3b6c9d2e5f8',
      src: '/api/v1/images/4f1c0c8e5d8a43f0b8c1a7e2d9f3b6a1c4e7d0f2a5b8c1d4e7f0a3b6c9d2e5f8',
      srcset: '/api/v1/images/4f1c…-320 320w, /api/v1/images/4f1c…-640 640w',
      width: 1280,
      height: 960,
    },
  });
export type Picture = z.infer<typeof pictureSchema>;

/**
 * A dietary or allergen fact as staff stated it (decision 0049): only a stated 'free' is shown
 * as a claim ("Nut-free"); 'unstated' shows nothing.
 */
export const dietaryFacts = ['contains', 'free', 'unstated'] as const;
export type DietaryFact = (typeof dietaryFacts)[number];
export const dietaryFactSchema = z.enum(dietaryFacts, {
  error: 'Choose contains, free of or not stated',
});

export const dietarySchema = z
  .object({
    /** Meat, fish or egg: 'free' is vegetarian. */
    meat: dietaryFactSchema,
    /** Any animal product: 'free' is vegan. */
    animalProducts: dietaryFactSchema,
    nuts: dietaryFactSchema,
  })
  .meta({
    id: 'Dietary',
    description:
      'Three-state dietary and allergen facts: contains, free of, or not stated (shown as nothing)',
    example: { meat: 'free', animalProducts: 'contains', nuts: 'unstated' },
  });
export type Dietary = z.infer<typeof dietarySchema>;

export const foodOptionSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    /** Major units added to the unit price (0: free). */
    priceDelta: z.number(),
    available: z.boolean(),
  })
  .meta({ id: 'FoodOption', description: 'One option of a group, with what it adds to the price' });
export type FoodOption = z.infer<typeof foodOptionSchema>;

export const foodOptionGroupSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    /** 0: optional; 1 or more: required. */
    minPicks: z.number().int(),
    /** 1: pick one. */
    maxPicks: z.number().int(),
    options: z.array(foodOptionSchema),
  })
  .meta({
    id: 'FoodOptionGroup',
    description: 'A choice the dish asks for, e.g. Spice level (pick one) or Extras (pick any)',
    example: {
      _id: 'g_spice',
      name: 'Spice level',
      minPicks: 1,
      maxPicks: 1,
      options: [
        { _id: 'o_mild', name: 'Mild', priceDelta: 0, available: true },
        { _id: 'o_hot', name: 'Hot', priceDelta: 0, available: true },
      ],
    },
  });
export type FoodOptionGroup = z.infer<typeof foodOptionGroupSchema>;

export const categoryRefSchema = z
  .object({ _id: z.string(), name: z.string(), slug: z.string() })
  .meta({ id: 'CategoryRef', description: 'The category a food is listed under' });

export const foodSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    category: categoryRefSchema,
    /** Image URLs, first is the cover. */
    foodImages: z.array(z.string()),
    /** The same pictures, in the same order, with every stored width. */
    pictures: z.array(pictureSchema),
    variants: z.array(variantSchema),
    /** The spec's flags, read from `dietary`: true only for what staff stated. */
    isVeg: z.boolean(),
    isVegan: z.boolean(),
    isSpicy: z.boolean(),
    containsNuts: z.boolean(),
    dietary: dietarySchema,
    /** Choices the dish asks for (none for most dishes). */
    optionGroups: z.array(foodOptionGroupSchema),
    isSpecial: z.boolean(),
    isAvailable: z.boolean(),
    /** Sold out for today: when it is back on the menu by itself (null: no date set). */
    availableAgainAt: timestampSchema.nullable(),
    /** Customers' 👍 share, once DISH_RATING_MIN_COUNT rated it (null until then; decision 0086). */
    rating: dishRatingSchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({
    id: 'Food',
    description: 'A dish as the storefront shows it; money in major units',
    example: {
      _id: 'f_paneer_tikka',
      name: 'Paneer Tikka',
      slug: 'paneer-tikka',
      description: 'Cottage cheese cubes, charred in the tandoor, with mint chutney.',
      category: { _id: 'c_starters', name: 'Starters', slug: 'starters' },
      foodImages: [
        '/api/v1/images/4f1c0c8e5d8a43f0b8c1a7e2d9f3b6a1c4e7d0f2a5b8c1d4e7f0a3b6c9d2e5f8',
      ],
      pictures: [],
      variants: [{ size: 'Regular', price: 249, priceAfterDiscount: null }],
      isVeg: true,
      isVegan: false,
      isSpicy: true,
      containsNuts: false,
      dietary: { meat: 'free', animalProducts: 'contains', nuts: 'unstated' },
      optionGroups: [],
      isSpecial: false,
      isAvailable: true,
      availableAgainAt: null,
      rating: { upPercent: 92, count: 38 },
      createdAt: '2026-03-14T12:30:00.000Z',
      updatedAt: '2026-03-14T12:30:00.000Z',
    },
  });
export type Food = z.infer<typeof foodSchema>;

export const paginationSchema = z
  .object({
    page: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    limit: z.number().int(),
  })
  .meta({
    id: 'Pagination',
    description: 'Where a page sits in the whole list (pages count from 1)',
    example: { page: 1, total: 42, totalPages: 4, limit: 12 },
  });
export type Pagination = z.infer<typeof paginationSchema>;

const price = z.coerce.number().finite().min(0).max(1_000_000);

/** A storefront search term: bounded in length and words (decision 0074). */
const searchTerm = safeText(SEARCH_TERM_MAX).refine(
  (s) => s.trim().split(/\s+/).length <= SEARCH_WORDS_MAX,
  `Search for at most ${SEARCH_WORDS_MAX} words`,
);

export const getAllFoodQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** Larger limits are capped at FOOD_PAGE_SIZE_MAX rather than refused. */
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(Number.MAX_SAFE_INTEGER)
      .default(FOOD_PAGE_SIZE)
      .transform((n) => Math.min(n, FOOD_PAGE_SIZE_MAX)),
    /** Category slug or id. */
    category: safeText(64).optional(),
    search: searchTerm.optional(),
    /** Default: best match first when searching, otherwise popular. */
    sort: z.enum(foodSorts).optional(),
    /** Each flag: 'true' keeps only foods with it, 'false' only foods without it. */
    veg: queryFlag.optional(),
    vegan: queryFlag.optional(),
    spicy: queryFlag.optional(),
    /** 'true': stated nut-free; 'false': everything else. */
    nutFree: queryFlag.optional(),
    special: queryFlag.optional(),
    /** Major units, on the cheapest size's price after discount. */
    minPrice: price.optional(),
    maxPrice: price.optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });
export type GetAllFoodQuery = z.infer<typeof getAllFoodQuerySchema>;
export type GetAllFoodQueryInput = z.input<typeof getAllFoodQuerySchema>;

export const getAllFoodResponseSchema = z
  .object({ foods: z.array(foodSchema), pagination: paginationSchema })
  .meta({ id: 'FoodPage', description: 'One page of the menu, as filtered and sorted' });
export type GetAllFoodResponse = z.infer<typeof getAllFoodResponseSchema>;

export const foodIdParamsSchema = z.object({ id: idSchema });

export const getFoodResponseSchema = z
  .object({ food: foodSchema })
  .meta({ description: 'The food' });

export const getFoodByCategoryQuerySchema = z.object({ category: safeText(64).min(1) });
export const getFoodByCategoryResponseSchema = z
  .object({ foods: z.array(foodSchema) })
  .meta({ description: 'The foods of the category, most popular first' });

export const categorySchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    foodCount: z.number().int(),
  })
  .meta({
    id: 'Category',
    description: 'A menu category, in menu order, with how many foods it lists',
    example: {
      _id: 'c_starters',
      slug: 'starters',
      name: 'Starters',
      description: 'Small plates from the tandoor and the wok.',
      image: '/api/v1/images/4f1c0c8e5d8a43f0b8c1a7e2d9f3b6a1c4e7d0f2a5b8c1d4e7f0a3b6c9d2e5f8',
      foodCount: 9,
    },
  });
export type Category = z.infer<typeof categorySchema>;
export const getCategoriesResponseSchema = z
  .object({ categories: z.array(categorySchema) })
  .meta({ description: 'Every category, in menu order' });

/** Images are content-addressed: the id is the SHA-256 of the bytes. */
export const imageIdParamsSchema = z.object({ id: idSchema });

export const suggestionsQuerySchema = z.object({ q: searchTerm });
export const suggestionSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    category: z.string(),
    image: z.string(),
  })
  .meta({ id: 'Suggestion', description: 'A food offered while the customer types a search' });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z
  .object({ suggestions: z.array(suggestionSchema) })
  .meta({ description: 'The suggestions, names starting with q first' });
