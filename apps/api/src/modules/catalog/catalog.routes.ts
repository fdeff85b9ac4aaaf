import etag from '@fastify/etag';
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
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCategoryJson, toFoodJson, toFoodPage, toSuggestionJson } from './catalog.presenter';
import { CATEGORY_FOODS_MAX, createCatalogRepository } from './catalog.repository';
import { createCatalogService, SUGGEST_MIN_CHARS } from './catalog.service';
import { createFoodSearchRepository } from './food-search.repository';

const errors = {
  400: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** The menu: foods, categories, search. Reads only, so every answer can be revalidated. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService({
    db: app.db,
    catalog: createCatalogRepository(),
    search: createFoodSearchRepository(),
  });

  // Scoped to this plugin: weak, since compression (applied later) changes the bytes.
  await app.register(etag, { weak: true });
  app.addHook('onRequest', async (_request, reply) => {
    // Cache, but ask every time: a 304 is cheap and the menu changes without warning.
    reply.header('cache-control', 'no-cache');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Errors carry no ETag, so no client can ever revalidate one into a 304.
    if (reply.statusCode >= 300 && reply.statusCode !== 304) reply.removeHeader('etag');
    return payload;
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
      schema: {
        tags: ['catalog'],
        summary: 'Lists foods a page at a time, with filters, sorting and typo-tolerant search',
        description:
          'category is a slug or id (an unknown one matches nothing). search forgives typos ' +
          '("burgr", "panner") and, unless sort is given, orders by best match. Price filters ' +
          'and sorts use the cheapest size after discount. Flags: true keeps foods with the ' +
          'property, false foods without it. limit is capped at 100.',
        querystring: getAllFoodQuerySchema,
        response: { 200: getAllFoodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return toFoodPage(await catalog.listFoods(request.query), { page, limit });
    },
  );

  app.get(
    '/foods/getFood/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One food by id (or slug)',
        params: foodIdParamsSchema,
        response: { 200: getFoodResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({ food: toFoodJson(await catalog.getFood(request.params.id)) }),
  );

  app.get(
    '/foods/getFoodByCategory/category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The foods of one category (slug or id), most popular first',
        description: `At most ${CATEGORY_FOODS_MAX}; use getAllFood?category= to page through more.`,
        querystring: getFoodByCategoryQuerySchema,
        response: { 200: getFoodByCategoryResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const foods = await catalog.listFoodsInCategory(request.query.category);
      return { foods: foods.map(toFoodJson) };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories in menu order, with how many foods each has',
        response: { 200: getCategoriesResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => ({ categories: (await catalog.listCategories()).map(toCategoryJson) }),
  );

  app.get(
    '/foods/suggestions',
    {
      preHandler: limitSearch,
      schema: {
        tags: ['catalog'],
        summary: `Search-as-you-type: up to ${SUGGESTIONS_MAX} foods for a partial or misspelt name`,
        description: `Names starting with q come first. Fewer than ${SUGGEST_MIN_CHARS} characters give an empty list.`,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      suggestions: (await catalog.suggest(request.query.q)).map(toSuggestionJson),
    }),
  );
};
export default catalogRoutes;
