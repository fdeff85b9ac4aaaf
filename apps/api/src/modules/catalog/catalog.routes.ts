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
  toMinor,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error';
import { CATEGORY_FOODS_MAX, createCatalogRepository } from './catalog.repository';
import { createFoodSearchRepository } from './food-search.repository';
import { toCategoryJson, toFoodJson, toSuggestionJson } from './food-json';

const errors = { 400: errorResponseSchema, 500: errorResponseSchema } as const;
const SUGGEST_MIN_CHARS = 2;

/** The menu: foods, categories, search. Reads only, so every answer can be revalidated. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogRepository(app.db);
  const search = createFoodSearchRepository(app.db);

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

  app.get(
    '/foods/getAllFood',
    {
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
      const q = request.query;
      const term = q.search?.trim() || undefined;
      let categoryId: string | undefined;
      if (q.category) {
        const category = await catalog.findCategory(q.category);
        if (!category) {
          return {
            foods: [],
            pagination: { page: q.page, total: 0, totalPages: 0, limit: q.limit },
          };
        }
        categoryId = category.id;
      }
      const { foods, total } = await search.listFoods({
        filters: {
          categoryId,
          search: term,
          veg: q.veg,
          vegan: q.vegan,
          spicy: q.spicy,
          nutFree: q.nutFree,
          special: q.special,
          minPriceMinor: q.minPrice === undefined ? undefined : toMinor(q.minPrice),
          maxPriceMinor: q.maxPrice === undefined ? undefined : toMinor(q.maxPrice),
        },
        order: q.sort ?? (term ? 'relevance' : 'popular'),
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return {
        foods: foods.map(toFoodJson),
        pagination: { page: q.page, total, totalPages: Math.ceil(total / q.limit), limit: q.limit },
      };
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
    async (request) => {
      const food = await catalog.findFood(request.params.id);
      if (!food) throw notFound('Food not found');
      return { food: toFoodJson(food) };
    },
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
      const category = await catalog.findCategory(request.query.category.trim());
      if (!category) throw notFound('Category not found');
      const foods = await catalog.listFoodsInCategory(category.id);
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
    async () => {
      const rows = await catalog.listCategories();
      return { categories: rows.map(toCategoryJson) };
    },
  );

  app.get(
    '/foods/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: `Search-as-you-type: up to ${SUGGESTIONS_MAX} foods for a partial or misspelt name`,
        description: `Names starting with q come first. Fewer than ${SUGGEST_MIN_CHARS} characters give an empty list.`,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const term = request.query.q.trim();
      if (term.length < SUGGEST_MIN_CHARS) return { suggestions: [] };
      const rows = await search.suggest(term, SUGGESTIONS_MAX);
      return { suggestions: rows.map(toSuggestionJson) };
    },
  );
};
export default catalogRoutes;
