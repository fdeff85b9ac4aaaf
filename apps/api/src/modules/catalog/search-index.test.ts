import { getAllFoodQuerySchema, type GetAllFoodResponse } from '@ninetonine/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogService } from '#test/catalog-service';
import { useTestApp, type TestApp } from '#test/test-app';
import { categories, foods } from '../../db/schema/index';
import { createMemoryEventBus } from '../../events/event-bus';
import { createCatalogChangeFeed } from './catalog-change-feed';
import { foodFiltersOf } from './catalog.service';
import { WORD_SIMILARITY } from './food-search.repository';
import { createSearchIndexCache, SEARCH_INDEX_MAX_FOODS } from './search-index-cache';
import { buildSearchIndex } from './search-index';
import { createSearchIndexRepository } from './search-index.repository';
import {
  lowerText,
  ScoredTexts,
  termTrigrams,
  TrigramIds,
  wordSimilarity,
} from './word-similarity';

/** Dishes whose names test what pg_trgm and lower() do beyond ASCII; one has no sizes. */
const UNUSUAL = [
  'Crème Brûlée',
  'ÉCLAIR au Café',
  'İstanbul Döner 50% Off',
  'Tom-Yum (Thai) 😀 Soup',
];

/** Fragments inside words, slips, prefixes, category names, wildcards, case, beyond ASCII. */
const TERMS = ['an', 'neer', 'panner', 'burgr', 'desert', 'Smoky Lamb', 'creme', 'CAFE'];
const MORE_TERMS = ['istanbul', '50%', 'a_b', "o'", 'ane', 'zzqx', 'crème', 'jalapeño'];

/** The app's search and its SQL reference, on one test app's database. */
function searchChecks(t: TestApp) {
  /** The SQL search: the reference the index must agree with. */
  const reference = () => catalogService(t.db);

  const viaApp = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/foods/getAllFood?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<GetAllFoodResponse>();
    return { ids: body.foods.map((f) => f._id), total: body.pagination.total };
  };
  const viaSql = async (query: string) => {
    const q = getAllFoodQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const found = await reference().listFoods(q);
    return { ids: found.foods.map((f) => f.id), total: found.total };
  };
  const agree = async (terms: string[]) => {
    for (const term of terms) {
      const s = `search=${encodeURIComponent(term)}`;
      for (const query of [
        s,
        `${s}&limit=100`,
        `${s}&page=3&limit=7`,
        `${s}&veg=true&sort=price-asc&limit=50`,
        `${s}&category=curries&sort=name`,
        `${s}&minPrice=200&maxPrice=350&spicy=false&sort=price-desc&page=2`,
        `${s}&sort=newest&nutFree=true&vegan=false&special=false`,
        // Deep enough that every match is sorted rather than the best few kept.
        `${s}&sort=popular&page=4&limit=100`,
      ]) {
        expect(await viaApp(query), query).toEqual(await viaSql(query));
      }
    }
  };

  /** Pages without a term, with every filter and sort order. */
  const LISTINGS = [
    '',
    'page=2',
    'limit=100',
    'page=3&limit=7',
    'veg=true&sort=price-asc&limit=50',
    'category=curries&sort=name',
    'minPrice=200&maxPrice=350&spicy=false&sort=price-desc&page=2',
    'sort=newest&nutFree=true&vegan=false&special=false',
    'special=true&sort=popular',
    'category=no-such-category',
    'page=400',
    // Deep enough that every match is sorted rather than the best few kept.
    'sort=popular&page=4&limit=100',
  ];
  /** Each listing from the index itself (built from the database now) against the SQL page. */
  const listingsAgree = async () => {
    const source = (await createSearchIndexRepository().load(t.db, SEARCH_INDEX_MAX_FOODS))!;
    const index = buildSearchIndex(source, WORD_SIMILARITY);
    const slugs = await t.db.select({ id: categories.id, slug: categories.slug }).from(categories);
    for (const query of LISTINGS) {
      const q = getAllFoodQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const category = slugs.find((c) => c.slug === q.category);
      if (q.category && !category) continue; // the service answers that before any index
      const found = index.list({
        filters: foodFiltersOf(q, category?.id),
        order: q.sort ?? 'popular',
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      expect(found, query).toEqual(await viaSql(query));
      // And through the app, once its index is built (the search before builds it).
      await viaApp('search=an');
      expect(await viaApp(query), query).toEqual(await viaSql(query));
    }
  };

  return { viaApp, viaSql, agree, listingsAgree };
}

describe('search scored in memory (decision 0025)', () => {
  const t = useTestApp();
  const { viaApp, viaSql, agree, listingsAgree } = searchChecks(t);

  it('computes word_similarity and lower() as the database does, beyond ASCII too', async () => {
    const [desserts] = await t.db.select().from(categories).where(eq(categories.slug, 'desserts'));
    await t.db.insert(foods).values(
      UNUSUAL.map((name, i) => ({
        name,
        slug: `unusual-${i}`,
        description: `Ünusual ${name}: a ﬁne test of İ and ß`,
        categoryId: desserts!.id,
      })),
    );
    await t.app.catalog.changed();
    const source = (await createSearchIndexRepository().load(t.db, SEARCH_INDEX_MAX_FOODS))!;
    const rules = {
      lower: new Map(source.chars.map((c) => [c.ch, c.lowered])),
      wordChars: new Set(source.chars.filter((c) => c.word).map((c) => c.ch)),
    };
    const texts = [...source.foods.map((f) => f.name), ...source.foods.map((f) => f.description)];
    const ids = new TrigramIds();
    const scored = new ScoredTexts();
    for (const text of texts) scored.add(text, rules, ids);
    scored.seal();
    for (const term of [...TERMS, ...MORE_TERMS.filter((x) => !/[^\x20-\x7e]/.test(x))]) {
      const rows = await t.db
        .select({ s: sql<number>`word_similarity(${term}, x)`, lowered: sql<string>`lower(x)` })
        .from(
          sql`unnest(array[${sql.join(
            texts.map((x) => sql`${x}`),
            sql`, `,
          )}]::text[]) with ordinality as u(x, n)`,
        )
        .orderBy(sql`n`);
      const trigrams = termTrigrams(term, rules, ids);
      texts.forEach((text, k) => {
        // float4 from the database, as it sums it.
        expect(wordSimilarity(trigrams, scored, k), `${term} / ${text}`).toBe(
          Math.fround(Number(rows[k]!.s)),
        );
        expect(lowerText(text, rules)).toBe(rows[k]!.lowered);
      });
    }
  });

  it('answers the demo menu exactly as the SQL search does', async () => {
    await agree([...TERMS, ...MORE_TERMS]);
  }, 60_000);

  it('pages the demo menu without a term exactly as the SQL page and count do', async () => {
    await listingsAgree();
  }, 60_000);

  it('leaves a menu too large for memory to SQL', async () => {
    const repository = createSearchIndexRepository();
    expect(await repository.load(t.db, 1)).toBeNull();
    const changes = createCatalogChangeFeed({ events: createMemoryEventBus(), log: () => {} });
    const service = catalogService(t.db, {
      repository,
      // The app's build, with room for one dish only.
      cache: createSearchIndexCache({
        changes,
        ttlMs: 60_000,
        build: async () => {
          const source = await repository.load(t.db, 1);
          return source && buildSearchIndex(source, WORD_SIMILARITY);
        },
      }),
    });
    for (const query of ['search=panner&limit=20', 'search=an', 'veg=true&sort=name']) {
      const q = getAllFoodQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const found = await service.listFoods(q);
      expect({ ids: found.foods.map((f) => f.id), total: found.total }, query).toEqual(
        await viaSql(query),
      );
    }
    await changes.close();
  });

  it('drops its index when the menu changes', async () => {
    const before = await viaApp('search=tom-yum&limit=100');
    const gone = await t.db
      .select({ id: foods.id })
      .from(foods)
      .where(inArray(foods.name, UNUSUAL));
    await t.db
      .update(foods)
      .set({ deletedAt: new Date() })
      .where(
        inArray(
          foods.id,
          gone.map((f) => f.id),
        ),
      );
    await t.app.catalog.changed();
    const after = await viaApp('search=tom-yum&limit=100');
    expect(before.ids.some((id) => gone.some((f) => f.id === id))).toBe(true);
    expect(after.ids.some((id) => gone.some((f) => f.id === id))).toBe(false);
    expect(after).toEqual(await viaSql('search=tom-yum&limit=100'));
  });
});

describe('search scored in memory on the large menu (decision 0025)', () => {
  // The large menu is this run's template (test/database-templates.ts), made once per run.
  const t = useTestApp({ seed: 'large' });
  const { viaApp, agree, listingsAgree } = searchChecks(t);

  it('finds fragments and slips on a 10,000-dish menu, in the same order as SQL', async () => {
    const inside = await viaApp('search=neer&limit=20');
    const names = (await t.app.inject({ url: `/api/v1/foods/getFood/${inside.ids[0]}` })).json<{
      food: { name: string };
    }>().food.name;
    expect(names.toLowerCase()).toContain('neer');
    expect(inside.total).toBeGreaterThan(100);
    await agree(TERMS);
    await listingsAgree();
  }, 180_000);
});
