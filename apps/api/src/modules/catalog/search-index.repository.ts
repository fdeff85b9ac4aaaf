import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, foodVariants, foods } from '../../db/schema/index';
import { foodColumns, type FoodRecord } from './catalog.repository';
import {
  cheapestVariantPrice,
  coverImage,
  ordering,
  type SuggestionRecord,
} from './food-search.repository';
import type { SearchIndexFood, SearchIndexSource, SortOrder } from './search-index';

const menuOrder = (order: SortOrder, price: SQL) =>
  sql<
    string[]
  >`coalesce(json_agg(${foods.id} order by ${sql.join(ordering(order, undefined, price), sql`, `)}), '[]')`;

export function createSearchIndexRepository() {
  return {
    /**
     * Everything the in-memory search needs, read in one snapshot, or null when the menu has
     * more than `maxFoods` dishes (the index would not stay small; search stays in SQL). The
     * menu comes as a few JSON values: row by row, decoding 10,000 rows took PGlite 0.3 s.
     */
    async load(ex: Executor, maxFoods: number): Promise<SearchIndexSource | null> {
      return ex.transaction(
        async (tx) => {
          // PostgreSQL compiled this one-off query (a quarter of a second) before running it.
          await tx.execute(sql`set local jit = off`);
          const [counted] = await tx
            .select({ n: count() })
            .from(foods)
            .where(isNull(foods.deletedAt));
          if ((counted?.n ?? 0) > maxFoods) return null;
          const prices = tx
            .select({
              foodId: foodVariants.foodId,
              price: sql<number>`${cheapestVariantPrice}`.as('price'),
            })
            .from(foodVariants)
            .groupBy(foodVariants.foodId)
            .as('prices');
          const price = sql`${prices.price}`;
          const [menu] = await tx
            .select({
              foods: sql<SearchIndexFood[]>`coalesce(json_agg(json_build_object(
                'id', ${foods.id}, 'name', ${foods.name}, 'description', ${foods.description},
                'categoryId', ${foods.categoryId}, 'meat', ${foods.meat},
                'animalProducts', ${foods.animalProducts}, 'isSpicy', ${foods.isSpicy},
                'nuts', ${foods.nuts}, 'isSpecial', ${foods.isSpecial},
                'priceMinor', ${price})), '[]')`,
              popular: menuOrder('popular', price),
              newest: menuOrder('newest', price),
              name: menuOrder('name', price),
              priceAsc: menuOrder('price-asc', price),
              priceDesc: menuOrder('price-desc', price),
            })
            .from(foods)
            .leftJoin(prices, eq(prices.foodId, foods.id))
            .where(isNull(foods.deletedAt));
          if (!menu) return null;
          const cats = await tx
            .select({ id: categories.id, name: categories.name })
            .from(categories);
          const unusual = new Set<string>();
          for (const text of [
            ...menu.foods.flatMap((r) => [r.name, r.description]),
            ...cats.map((c) => c.name),
          ]) {
            for (const ch of text) if (ch.charCodeAt(0) > 127) unusual.add(ch);
          }
          // The locale decides these: lower() as ILIKE uses it, and whether pg_trgm counts the
          // character as part of a word (show_trgm of it alone is then not empty).
          const chars =
            unusual.size === 0
              ? []
              : await tx
                  .select({
                    ch: sql<string>`ch`,
                    lowered: sql<string>`lower(ch)`,
                    word: sql<boolean>`cardinality(show_trgm(ch)) > 0`,
                  })
                  .from(
                    sql`unnest(array[${sql.join(
                      [...unusual].map((ch) => sql`${ch}`),
                      sql`, `,
                    )}]::text[]) as ch`,
                  );
          const orders = {
            popular: menu.popular,
            newest: menu.newest,
            name: menu.name,
            'price-asc': menu.priceAsc,
            'price-desc': menu.priceDesc,
          };
          return { foods: menu.foods, orders, categories: cats, chars };
        },
        // One consistent snapshot of the menu.
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** Foods by id, in the order given (a page the index chose); gone ones are skipped. */
    async foodsByIds(ex: Executor, ids: string[]): Promise<FoodRecord[]> {
      if (ids.length === 0) return [];
      const rows = await ex
        .select(foodColumns)
        .from(foods)
        .innerJoin(categories, eq(categories.id, foods.categoryId))
        .where(and(inArray(foods.id, ids), isNull(foods.deletedAt)));
      return inIdOrder(ids, rows);
    },

    /**
     * What a suggestion shows, for the dishes the index chose, in the order given; gone ones are
     * skipped. Read here rather than kept in the index: slugs, category names and pictures would
     * add to every dish's memory for eight rows a request, and a picture change would need the
     * index rebuilt; this is one small query by primary key, as a search page's rows are.
     */
    async suggestionsByIds(ex: Executor, ids: string[]): Promise<SuggestionRecord[]> {
      if (ids.length === 0) return [];
      const rows = await ex
        .select({
          id: foods.id,
          name: foods.name,
          slug: foods.slug,
          category: categories.name,
          imageId: coverImage(foods.id),
        })
        .from(foods)
        .innerJoin(categories, eq(categories.id, foods.categoryId))
        .where(and(inArray(foods.id, ids), isNull(foods.deletedAt)));
      return inIdOrder(ids, rows);
    },
  };
}

/** Rows in the order of `ids` (the index's choice), skipping ids with no row (gone since). */
function inIdOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type SearchIndexRepository = ReturnType<typeof createSearchIndexRepository>;
