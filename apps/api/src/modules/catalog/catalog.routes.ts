import {
  SUGGESTIONS_MAX,
  errorResponseSchema,
  foodIdParamsSchema,
  getAllFoodQuerySchema,
  getAllFoodResponseSchema,
  getCategoriesResponseSchema,
  getFoodByCategoryQuerySchema,
  getFoodByCategoryResponseSchema,
  getFoodResponseSchema,
  notModifiedSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { ComputedAnswer } from './answer-cache';
import { sendCached } from './cached-reply';
import type { CatalogModule } from './catalog.module';
import { toCategoryJson, toFoodJson, toFoodPage, toSuggestionJson } from './catalog.presenter';
import { CATEGORY_FOODS_MAX, type FoodRecord } from './catalog.repository';
import { SUGGEST_MIN_CHARS } from './catalog.service';
import { createPageKeys } from './page-keys';

const errors = {
  400: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** The bytes the route's response schema would have produced (same check, same JSON). */
function serializer<T>(schema: ZodType<T>, url: string): (data: T) => Buffer {
  const serialize = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
  return (data) => Buffer.from(serialize(data));
}

/** A list stops being true when a dish sold out for today comes back (computed at read time). */
function soonestReturn(foods: FoodRecord[]): number | undefined {
  let soonest: number | undefined;
  for (const food of foods) {
    const dish = food.isAvailable ? undefined : food.availableAgainAt?.getTime();
    // An option sold out for today comes back by itself too (decision 0081).
    for (const at of [dish, food.optionsAgainAt?.getTime()]) {
      if (at !== undefined && (soonest === undefined || at < soonest)) soonest = at;
    }
  }
  return soonest;
}

/** The search text as the service uses it (trimmed, blank means none). */
const searchText = (text: string | undefined) => text?.trim() || undefined;

/**
 * The menu: foods, categories, search. Reads only: each answer is made once per catalog version
 * and kept as ready bytes (catalog.module.ts), revalidated by clients on every use.
 */
const catalogRoutes: FastifyPluginAsyncZod<{ module: CatalogModule }> = async (app, opts) => {
  const { answers, service: catalog } = opts.module;
  const cached = sendCached.bind(null, answers);
  const pageKeys = createPageKeys();
  const json = {
    page: serializer(getAllFoodResponseSchema, '/foods/getAllFood'),
    food: serializer(getFoodResponseSchema, '/foods/getFood/:id'),
    category: serializer(getFoodByCategoryResponseSchema, '/foods/getFoodByCategory/category'),
    categories: serializer(getCategoriesResponseSchema, '/categories'),
    suggestions: serializer(suggestionsResponseSchema, '/foods/suggestions'),
  };
  const foodsAnswer = (body: Buffer, foods: FoodRecord[]): ComputedAnswer => ({
    body,
    validUntil: soonestReturn(foods),
  });

  // Callback-style (as every hook a cached read passes): no promise and microtask per request.
  app.addHook('onRequest', (_request, reply, done) => {
    // Cache, but ask every time: a 304 is cheap and the menu changes without warning.
    reply.header('cache-control', 'no-cache');
    done();
  });

  // Text search is the one read that costs real work: a generous per-IP cap on it (a household
  // types fast, a script faster); plain menu pages stay unlimited.
  const searchLimit = { max: app.env.SEARCH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const limitSearch = app.rateLimitBy('search', searchLimit, (request) => {
    const query = request.query as { search?: unknown; q?: unknown };
    return query.search || query.q ? request.ip : null;
  });

  app.get(
    '/foods/getAllFood',
    {
      preHandler: limitSearch,
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Lists foods a page at a time, with filters, sorting and typo-tolerant search',
        description:
          'category is a slug or id (an unknown one matches nothing). search forgives typos ' +
          '("burgr", "panner") and, unless sort is given, orders by best match. Price filters ' +
          'and sorts use the cheapest size after discount. Flags: true keeps foods with the ' +
          'property, false foods without it. limit is capped at 100.',
        querystring: getAllFoodQuerySchema,
        response: { 200: getAllFoodResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    (request, reply) => {
      const query = () => ({ ...request.query, search: searchText(request.query.search) });
      return cached(request, reply, pageKeys.of(request.url, query), async () => {
        const parsed = query();
        const found = await catalog.listFoods(parsed);
        return foodsAnswer(json.page(toFoodPage(found, parsed)), found.foods);
      });
    },
  );

  app.get(
    '/foods/getFood/:id',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'One food by id (or slug)',
        params: foodIdParamsSchema,
        response: {
          200: getFoodResponseSchema,
          304: notModifiedSchema,
          404: errorResponseSchema,
          ...errors,
        },
      },
    },
    (request, reply) =>
      cached(request, reply, `food/${request.params.id}`, async () => {
        const food = await catalog.getFood(request.params.id);
        return foodsAnswer(json.food({ food: toFoodJson(food) }), [food]);
      }),
  );

  app.get(
    '/foods/getFoodByCategory/category',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'The foods of one category (slug or id), most popular first',
        description: `At most ${CATEGORY_FOODS_MAX}; use getAllFood?category= to page through more.`,
        querystring: getFoodByCategoryQuerySchema,
        response: {
          200: getFoodByCategoryResponseSchema,
          304: notModifiedSchema,
          404: errorResponseSchema,
          ...errors,
        },
      },
    },
    (request, reply) => {
      const key = request.query.category.trim();
      return cached(request, reply, `category/${key}`, async () => {
        const foods = await catalog.listFoodsInCategory(key);
        return foodsAnswer(json.category({ foods: foods.map(toFoodJson) }), foods);
      });
    },
  );

  app.get(
    '/categories',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'All categories in menu order, with how many foods each has',
        response: {
          200: getCategoriesResponseSchema,
          304: notModifiedSchema,
          500: errorResponseSchema,
        },
      },
    },
    (request, reply) =>
      cached(request, reply, 'categories', async () => ({
        body: json.categories({
          categories: (await catalog.listCategories()).map(toCategoryJson),
        }),
      })),
  );

  app.get(
    '/foods/suggestions',
    {
      preHandler: limitSearch,
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: `Search-as-you-type: up to ${SUGGESTIONS_MAX} foods for a partial or misspelt name`,
        description: `Names starting with q come first. Fewer than ${SUGGEST_MIN_CHARS} characters give an empty list.`,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    (request, reply) => {
      const q = request.query.q.trim();
      return cached(request, reply, `suggest?${q}`, async () => ({
        body: json.suggestions({ suggestions: (await catalog.suggest(q)).map(toSuggestionJson) }),
      }));
    },
  );
};
export default catalogRoutes;
