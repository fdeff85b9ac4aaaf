import type { DietaryFact, FoodSort } from '@ninetonine/contract';
import {
  and,
  type AnyColumn,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, foodImages, foodVariants, foods } from '../../db/schema/index';
import { foodColumns, mostPopular, newestFirst, type FoodRecord } from './catalog.repository';

export interface FoodFilters {
  categoryId?: string;
  /** Trimmed, non-empty. */
  search?: string;
  veg?: boolean;
  vegan?: boolean;
  spicy?: boolean;
  nutFree?: boolean;
  special?: boolean;
  minPriceMinor?: number;
  maxPriceMinor?: number;
}

export type FoodOrder = FoodSort | 'relevance';

export interface SuggestionRecord {
  id: string;
  name: string;
  slug: string;
  category: string;
  imageId: string | null;
}

/**
 * How close a misspelling may be (pg_trgm word similarity, 0..1): 0.4 lets "burgr" find burgers
 * and "panner" (0.43) find paneer; results are ranked, so near misses sink to the end.
 */
export const WORD_SIMILARITY = 0.4;

/** Over a food's sizes: the cheapest price after discount. */
export const cheapestVariantPrice = sql<number>`min(coalesce(${foodVariants.discountedPriceMinor}, ${foodVariants.priceMinor}))`;

/** The cheapest size's price after discount: what price filters and sorts go by. */
const effectivePrice = sql<number>`(select ${cheapestVariantPrice} from ${foodVariants} where ${foodVariants.foodId} = ${foods.id})`;

/** A suggestion's picture: the food's first one. `foodId` is the row's food id column. */
export const coverImage = (foodId: SQLWrapper) =>
  sql<
    string | null
  >`(select ${foodImages.imageId} from ${foodImages} where ${foodImages.foodId} = ${foodId} order by ${foodImages.sortOrder}, ${foodImages.id} limit 1)`;

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Foods whose name is close to the term, or whose name or description contains it, or whose
 * category's name is close. Each arm is its own select so each walks its own trigram index; OR-ed
 * in one WHERE, the planner scanned every food and scored each name.
 */
function searchMatch(term: string): SQL {
  const anywhere = `%${escapeLike(term)}%`;
  return sql`${foods.id} in (
    select ${foods.id} from ${foods} where ${term} <% ${foods.name}
    union select ${foods.id} from ${foods} where ${foods.name} ilike ${anywhere}
    union select ${foods.id} from ${foods} where ${foods.description} ilike ${anywhere}
    union select ${foods.id} from ${foods} where ${foods.categoryId} in (
      select ${categories.id} from ${categories} where ${term} <% ${categories.name}))`;
}

/** Best match first: close names, then names starting with the term, then description hits. */
function relevance(term: string): SQL {
  const escaped = escapeLike(term);
  return sql`word_similarity(${term}, ${foods.name})
    + case when ${foods.name} ilike ${`${escaped}%`} then 0.5 when ${foods.name} ilike ${`%${escaped}%`} then 0.3 else 0 end
    + case when ${foods.description} ilike ${`%${escaped}%`} then 0.1 else 0 end`;
}

/** The fact is (or, with `is` false, is not) stated as `value`. */
const stated = (column: AnyColumn, value: DietaryFact, is: boolean): SQL =>
  is ? eq(column, value) : ne(column, value);

function conditions(f: FoodFilters): SQL | undefined {
  return and(
    isNull(foods.deletedAt),
    f.categoryId === undefined ? undefined : eq(foods.categoryId, f.categoryId),
    // Only a stated "free of" counts as veg, vegan or nut-free (decision 0049).
    f.veg === undefined ? undefined : stated(foods.meat, 'free', f.veg),
    f.vegan === undefined ? undefined : stated(foods.animalProducts, 'free', f.vegan),
    f.spicy === undefined ? undefined : eq(foods.isSpicy, f.spicy),
    f.nutFree === undefined ? undefined : stated(foods.nuts, 'free', f.nutFree),
    f.special === undefined ? undefined : eq(foods.isSpecial, f.special),
    f.minPriceMinor === undefined ? undefined : gte(effectivePrice, f.minPriceMinor),
    f.maxPriceMinor === undefined ? undefined : lte(effectivePrice, f.maxPriceMinor),
    f.search === undefined ? undefined : searchMatch(f.search),
  );
}

/** `price` is the effective price: a column of it where a query has one (the search index). */
export function ordering(
  order: FoodOrder,
  search: string | undefined,
  price: SQL = effectivePrice,
): SQL[] {
  // Ties are broken by id so pages never overlap or skip.
  const tail = [mostPopular, asc(foods.id)];
  switch (order) {
    case 'relevance':
      return search ? [desc(relevance(search)), ...tail] : tail;
    case 'popular':
      return tail;
    case 'newest':
      return [newestFirst, asc(foods.id)];
    case 'price-asc':
      return [asc(price), ...tail];
    case 'price-desc':
      return [desc(price), ...tail];
    case 'name':
      // Byte order, so PGlite and PostgreSQL (whatever their locale) agree.
      return [sql`lower(${foods.name}) collate "C"`, asc(foods.id)];
  }
}

/** Fuzzy matching needs pg_trgm's threshold lowered, for this transaction only. */
async function withFuzzyMatching<T>(ex: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  return ex.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    );
    return run(tx);
  });
}

/** How many nearest names typeahead re-ranks; a few times the 8 it shows. */
export const SUGGESTION_CANDIDATES = 40;

export function createFoodSearchRepository() {
  return {
    /** One page of foods matching the filters, and how many match in all. */
    async listFoods(
      ex: Executor,
      opts: {
        filters: FoodFilters;
        order: FoodOrder;
        limit: number;
        offset: number;
      },
    ): Promise<{ foods: FoodRecord[]; total: number }> {
      const where = conditions(opts.filters);
      const page = (q: Executor) =>
        q
          .select(foodColumns)
          .from(foods)
          .innerJoin(categories, eq(categories.id, foods.categoryId))
          .where(where)
          .orderBy(...ordering(opts.order, opts.filters.search))
          .limit(opts.limit)
          .offset(opts.offset);
      const countAll = async (q: Executor) => {
        const [counted] = await q
          .select({ n: count() })
          .from(foods)
          .innerJoin(categories, eq(categories.id, foods.categoryId))
          .where(where);
        return counted?.n ?? 0;
      };
      if (!opts.filters.search) {
        // Two cheap queries: the page walks an index and stops at the limit, the count reads no
        // JSON. One query with a window count would sort every food to find the first twelve.
        const [found, total] = await Promise.all([page(ex), countAll(ex)]);
        return { foods: found, total };
      }
      const query = async (q: Executor) => {
        // Every match is scored anyway: the total rides along as a window count.
        const rows = await q
          .select({ ...foodColumns, total: sql<number>`cast(count(*) over () as integer)` })
          .from(foods)
          .innerJoin(categories, eq(categories.id, foods.categoryId))
          .where(where)
          .orderBy(...ordering(opts.order, opts.filters.search))
          .limit(opts.limit)
          .offset(opts.offset);
        if (rows.length > 0 || opts.offset === 0) {
          return {
            foods: rows.map(({ total: _total, ...food }) => food),
            total: rows[0]?.total ?? 0,
          };
        }
        // Past the last page: no row to carry the total.
        return { foods: [], total: await countAll(q) };
      };
      return withFuzzyMatching(ex, query);
    },

    /**
     * Typeahead: the names nearest the term by trigram word distance (a KNN walk of the GiST
     * index, so cost does not grow with how many names match), re-ranked so names starting
     * with the term come first, then names containing it, then close misspellings. The
     * in-memory index applies the same rules to every name (suggestion-ranking.ts): a change
     * here must be made there too, or search-index-suggest.test.ts fails.
     */
    async suggest(ex: Executor, term: string, limit: number): Promise<SuggestionRecord[]> {
      const escaped = escapeLike(term);
      const distance = sql<number>`${term} <<-> ${foods.name}`;
      const columns = {
        id: foods.id,
        name: foods.name,
        slug: foods.slug,
        categoryId: foods.categoryId,
        popularity: foods.popularity,
        distance: distance.as('distance'),
      };
      const nearest = ex
        .select(columns)
        .from(foods)
        .where(isNull(foods.deletedAt))
        .orderBy(distance)
        .limit(SUGGESTION_CANDIDATES);
      // Names that start with the text always compete: on a large menu more than
      // SUGGESTION_CANDIDATES names can tie at distance 0 and the nearest-first walk would pick
      // an arbitrary few of them.
      const starting = ex
        .select(columns)
        .from(foods)
        .where(and(isNull(foods.deletedAt), ilike(foods.name, `${escaped}%`)))
        .orderBy(mostPopular, asc(foods.id))
        .limit(limit);
      // Fragments inside a word ("an" in "paneer") share no trigram with the name, so neither
      // branch above finds them: the most popular names containing the text compete too.
      const containing = ex
        .select(columns)
        .from(foods)
        .where(and(isNull(foods.deletedAt), ilike(foods.name, `%${escaped}%`)))
        .orderBy(mostPopular, asc(foods.id))
        .limit(limit);
      const near = union(nearest, starting, containing).as('near');
      const rank = sql`case when ${near.name} ilike ${`${escaped}%`} then 0 when ${near.name} ilike ${`% ${escaped}%`} then 1 when ${near.name} ilike ${`%${escaped}%`} then 2 else 3 end`;
      return ex
        .select({
          id: near.id,
          name: near.name,
          slug: near.slug,
          category: categories.name,
          imageId: coverImage(near.id),
        })
        .from(near)
        .innerJoin(categories, eq(categories.id, near.categoryId))
        .where(
          sql`(${near.distance} <= ${1 - WORD_SIMILARITY} or ${near.name} ilike ${`%${escaped}%`})`,
        )
        .orderBy(rank, asc(near.distance), desc(near.popularity), asc(near.id))
        .limit(limit);
    },
  };
}
export type FoodSearchRepository = ReturnType<typeof createFoodSearchRepository>;
