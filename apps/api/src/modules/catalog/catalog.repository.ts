import {
  DISH_RATING_MIN_COUNT,
  type DietaryFact,
  type OptionGroupRule,
} from '@ninetonine/contract';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  categories,
  dishRatingTotals,
  foodImages,
  foodOptionGroups,
  foodOptions,
  foodVariants,
  foods,
  imageRenditions,
  images,
} from '../../db/schema/index';
import type { ImageRow } from '../images/image-store';

export interface VariantRow {
  size: string;
  priceMinor: number;
  discountedPriceMinor: number | null;
}

/** A food with its category, sizes and pictures, as every catalog read returns it. */
export interface FoodRecord {
  id: string;
  slug: string;
  name: string;
  description: string;
  meat: DietaryFact;
  animalProducts: DietaryFact;
  nuts: DietaryFact;
  isSpicy: boolean;
  isSpecial: boolean;
  /** Option groups in menu order, each with its options in order (decision 0049). */
  optionGroups: OptionGroupRule[];
  /** On the menu now: not sold out, or sold out only until a time that has passed. */
  isAvailable: boolean;
  availableAgainAt: Date | null;
  /** The soonest return of an option sold out for today; null when none is. */
  optionsAgainAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  variants: VariantRow[];
  imageIds: string[];
  pictures: ImageRow[];
  /** 👍 votes and all votes, once DISH_RATING_MIN_COUNT customers rated the dish. */
  rating: { up: number; count: number } | null;
}

/**
 * Whether a food can be ordered now: not sold out, or sold out only for today and that day is
 * over. Computed at read time, so "back tomorrow" needs no job to flip a flag at opening time;
 * the menu, the cart and checkout all read it from here.
 */
export const foodIsAvailable = sql<boolean>`(${foods.isAvailable} or coalesce(${foods.availableAgainAt} <= now(), false))`;

/**
 * Sizes and pictures come as JSON sub-selects of the same query: one round trip for a whole
 * page, never one query per food. PostgreSQL evaluates them only for the rows that survive
 * the LIMIT.
 */
const variantsJson = sql<VariantRow[]>`coalesce((
  select json_agg(json_build_object(
    'size', ${foodVariants.size},
    'priceMinor', ${foodVariants.priceMinor},
    'discountedPriceMinor', ${foodVariants.discountedPriceMinor}
  ) order by ${foodVariants.sortOrder}, ${foodVariants.priceMinor}, ${foodVariants.size})
  from ${foodVariants} where ${foodVariants.foodId} = ${foods.id}
), '[]'::json)`;
const imageIdsJson = sql<string[]>`coalesce((
  select json_agg(${foodImages.imageId} order by ${foodImages.sortOrder}, ${foodImages.id})
  from ${foodImages} where ${foodImages.foodId} = ${foods.id}
), '[]'::json)`;

const picturesJson = sql<ImageRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${foodImages.imageId},
    'width', ${images.width},
    'height', ${images.height},
    'renditions', coalesce((
      select json_agg(json_build_object(
        'id', ${imageRenditions.imageId}, 'width', ${imageRenditions.width}
      ) order by ${imageRenditions.width})
      from ${imageRenditions} where ${imageRenditions.pictureId} = ${foodImages.imageId}
    ), '[]'::json)
  ) order by ${foodImages.sortOrder}, ${foodImages.id})
  from ${foodImages} inner join ${images} on ${images.id} = ${foodImages.imageId}
  where ${foodImages.foodId} = ${foods.id}
), '[]'::json)`;

/** A food's option groups with their options, in menu order (a sub-select on `foods`). */
export const optionGroupsJson = sql<OptionGroupRule[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${foodOptionGroups.id},
    'name', ${foodOptionGroups.name},
    'minPicks', ${foodOptionGroups.minPicks},
    'maxPicks', ${foodOptionGroups.maxPicks},
    'options', coalesce((
      select json_agg(json_build_object(
        'id', ${foodOptions.id},
        'name', ${foodOptions.name},
        'priceDeltaMinor', ${foodOptions.priceDeltaMinor},
        'available', (${foodOptions.isAvailable} or coalesce(${foodOptions.availableAgainAt} <= now(), false))
      ) order by ${foodOptions.sortOrder}, ${foodOptions.id})
      from ${foodOptions} where ${foodOptions.groupId} = ${foodOptionGroups.id}
    ), '[]'::json)
  ) order by ${foodOptionGroups.sortOrder}, ${foodOptionGroups.id})
  from ${foodOptionGroups} where ${foodOptionGroups.foodId} = ${foods.id}
), '[]'::json)`;

/** When the first option sold out for today comes back (a cached menu is true until then). */
const optionsAgainAt = sql<Date | null>`(
  select min(${foodOptions.availableAgainAt}) from ${foodOptions}
  inner join ${foodOptionGroups} on ${foodOptionGroups.id} = ${foodOptions.groupId}
  where ${foodOptionGroups.foodId} = ${foods.id} and not ${foodOptions.isAvailable}
    and ${foodOptions.availableAgainAt} > now()
)`.mapWith(foodOptions.availableAgainAt);

/**
 * The dish's votes from its precomputed totals (one row by key: decision 0086), only once enough
 * customers rated it; null until then, so the menu never shows "100%" from two votes.
 */
const ratingJson = sql<{ up: number; count: number } | null>`(
  select json_build_object('up', ${dishRatingTotals.up}, 'count', ${dishRatingTotals.up} + ${dishRatingTotals.down})
  from ${dishRatingTotals} where ${dishRatingTotals.foodId} = ${foods.id}
    and ${dishRatingTotals.up} + ${dishRatingTotals.down} >= ${sql.raw(String(DISH_RATING_MIN_COUNT))}
)`;

/** The select list for a FoodRecord (from foods joined with categories). */
export const foodColumns = {
  id: foods.id,
  slug: foods.slug,
  name: foods.name,
  description: foods.description,
  meat: foods.meat,
  animalProducts: foods.animalProducts,
  nuts: foods.nuts,
  isSpicy: foods.isSpicy,
  isSpecial: foods.isSpecial,
  optionGroups: optionGroupsJson,
  isAvailable: foodIsAvailable,
  availableAgainAt: foods.availableAgainAt,
  optionsAgainAt,
  version: foods.version,
  createdAt: foods.createdAt,
  updatedAt: foods.updatedAt,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
  variants: variantsJson,
  imageIds: imageIdsJson,
  pictures: picturesJson,
  rating: ratingJson,
};

/**
 * "Most popular first" as the index sorts it: the indexes say DESC NULLS LAST (Drizzle's
 * `.desc()`), and a plain DESC means NULLS FIRST, which the planner cannot read from them (the
 * column being NOT NULL does not help it): it sorted every food to find the first page.
 */
export const mostPopular = sql`${foods.popularity} desc nulls last`;
export const newestFirst = sql`${foods.createdAt} desc nulls last`;

export interface CategoryRef {
  id: string;
  slug: string;
  name: string;
}

/** Caps how many foods one category call returns (the paginated list serves the rest). */
export const CATEGORY_FOODS_MAX = 100;

export interface CategoryRecord {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageId: string | null;
  foodCount: number;
}

export function createCatalogRepository() {
  return {
    /** A category by slug or id. */
    async findCategory(ex: Executor, key: string): Promise<CategoryRef | null> {
      const [row] = await ex
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .where(or(eq(categories.slug, key), eq(categories.id, key)))
        .limit(1);
      return row ?? null;
    },

    /** All categories in menu order, each with how many (not deleted) foods it has. */
    async listCategories(ex: Executor): Promise<CategoryRecord[]> {
      return ex
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          imageId: categories.imageId,
          foodCount: count(foods.id),
        })
        .from(categories)
        .leftJoin(foods, and(eq(foods.categoryId, categories.id), isNull(foods.deletedAt)))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    /** One food by id or slug; soft-deleted foods are gone. */
    async findFood(ex: Executor, key: string): Promise<FoodRecord | null> {
      const [food] = await ex
        .select(foodColumns)
        .from(foods)
        .innerJoin(categories, eq(categories.id, foods.categoryId))
        .where(and(or(eq(foods.id, key), eq(foods.slug, key)), isNull(foods.deletedAt)))
        .orderBy(sql`${foods.id} = ${key} desc`)
        .limit(1);
      return food ?? null;
    },

    /** A category's foods, most popular first. */
    async listFoodsInCategory(ex: Executor, categoryId: string): Promise<FoodRecord[]> {
      return ex
        .select(foodColumns)
        .from(foods)
        .innerJoin(categories, eq(categories.id, foods.categoryId))
        .where(and(eq(foods.categoryId, categoryId), isNull(foods.deletedAt)))
        .orderBy(mostPopular, asc(foods.id))
        .limit(CATEGORY_FOODS_MAX);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
