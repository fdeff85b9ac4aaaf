import {
  createFoodFormSchema,
  deleteFoodResponseSchema,
  errorResponses,
  foodAvailabilitySchema,
  optionAvailabilityParamsSchema,
  optionAvailabilitySchema,
  foodIdParamsSchema,
  foodInputSchema,
  foodUpdateSchema,
  staffFoodResponseSchema,
  staffFoodsQuerySchema,
  staffFoodsResponseSchema,
  type FoodInput,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../http-error';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import { readImageForm, registerImageUploads } from '../images/image-uploads';
import type { StaffImagesService } from '../images/staff-images.service';
import type { CatalogWrites } from './catalog-change-feed';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { toPagination } from './catalog.presenter';
import { createFoodSearchRepository } from './food-search.repository';
import { toStaffFoodJson } from './staff-foods.presenter';
import { createStaffFoodsRepository } from './staff-foods.repository';
import { createStaffFoodsService } from './staff-foods.service';
import { createFoodAvailabilityService } from './food-availability.service';

/** One food's JSON is a few kB; sizes and picture ids are capped by the schema. */
const FOOD_BODY_LIMIT = 32 * 1024;
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 500);

/** The first problem of a failed parse, as one sentence the editor can show. */
function describe(error: z.ZodError, what: string): string {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  return field ? `Invalid ${what} field "${field}": ${issue?.message}` : `Invalid ${what}`;
}

/** The `food` field of createFood's form: JSON text, checked like any JSON body. */
function parseFoodField(text: string | undefined): FoodInput {
  if (text === undefined) throw badRequest('The form needs a "food" field (the food as JSON).');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The "food" field is not valid JSON.');
  }
  const parsed = foodInputSchema.safeParse(value);
  if (!parsed.success) throw badRequest(describe(parsed.error, 'food'));
  return parsed.data;
}

/**
 * The menu editor's calls: the spec's three (at their spec paths) and the staff extras under
 * /staff/foods. Registered only inside the staff scope (plugins/staff-scope.ts).
 */
const staffFoodsRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogWrites;
  audit: AuditLog;
  images: StaffImagesService;
  restaurant: RestaurantSettingsReader;
}> = async (app, opts) => {
  const foods = createStaffFoodsService({
    db: app.db,
    repo: createStaffFoodsRepository(),
    search: createFoodSearchRepository(),
    pictures: opts.images,
    audit: opts.audit,
    catalog: opts.catalog,
  });
  const availability = createFoodAvailabilityService({
    db: app.db,
    repo: createStaffFoodsRepository(),
    audit: opts.audit,
    restaurant: opts.restaurant,
    catalog: opts.catalog,
  });
  await registerImageUploads(app);

  app.post(
    '/foods/createFood',
    {
      schema: {
        tags: ['staff'],
        summary: 'Creates a food (multipart form: "food" as JSON, optional "images" files)',
        description:
          'food: FoodInput JSON (sizes with prices, flags, imageIds of pictures uploaded with ' +
          'POST /staff/images). Files sent as "images" are checked like uploads and shown ' +
          'after the imageIds. Names are unique per category (409).',
        consumes: ['multipart/form-data'],
        multipartBody: createFoodFormSchema,
        response: { 201: staffFoodResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readImageForm(request, 'images', ['food']);
      const input = parseFoodField(form.fields.food);
      const food = await foods.create({ id: callerId(request) }, input, form.files);
      return reply.status(201).send({ food: toStaffFoodJson(food) });
    },
  );

  app.patch(
    '/foods/updateFood/:id',
    {
      bodyLimit: FOOD_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Changes the fields sent; refused (409) if the food changed since `version`',
        params: foodIdParamsSchema,
        body: foodUpdateSchema,
        response: { 200: staffFoodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const food = await foods.update({ id: callerId(request) }, request.params.id, request.body);
      return { food: toStaffFoodJson(food) };
    },
  );

  app.delete(
    '/foods/deleteFood/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Takes a food off the menu (soft delete; POST /staff/foods/{id}/restore undoes)',
        params: foodIdParamsSchema,
        response: { 200: deleteFoodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const food = await foods.remove({ id: callerId(request) }, request.params.id);
      return { message: `${food.name} was deleted`, food: toStaffFoodJson(food) };
    },
  );

  app.get(
    '/staff/foods',
    {
      schema: {
        tags: ['staff'],
        summary: 'The menu for editing: search, category filter, pages; sold-out foods included',
        querystring: staffFoodsQuerySchema,
        response: { 200: staffFoodsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const found = await foods.list(request.query);
      return {
        foods: found.foods.map(toStaffFoodJson),
        pagination: toPagination(found.total, { page, limit }),
      };
    },
  );

  app.get(
    '/staff/foods/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One food with the version an edit must name',
        params: foodIdParamsSchema,
        response: { 200: staffFoodResponseSchema, ...errors },
      },
    },
    async (request) => ({ food: toStaffFoodJson(await foods.get(request.params.id)) }),
  );

  app.put(
    '/staff/foods/:id/availability',
    {
      bodyLimit: FOOD_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Available, sold out for today (back at the next opening) or sold out',
        params: foodIdParamsSchema,
        body: foodAvailabilitySchema,
        response: { 200: staffFoodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const food = await availability.setAvailability(
        { id: callerId(request) },
        request.params.id,
        request.body.availability,
      );
      return { food: toStaffFoodJson(food) };
    },
  );

  app.put(
    '/staff/foods/:id/options/:optionId/availability',
    {
      schema: {
        tags: ['staff'],
        summary: 'One option (an add-on, a choice) sold out for today, or available again',
        params: optionAvailabilityParamsSchema,
        body: optionAvailabilitySchema,
        response: { 200: staffFoodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, optionId } = request.params;
      const food = await availability.setOptionAvailability(
        { id: callerId(request) },
        id,
        optionId,
        request.body.availability,
      );
      return { food: toStaffFoodJson(food) };
    },
  );

  app.post(
    '/staff/foods/:id/restore',
    {
      schema: {
        tags: ['staff'],
        summary: 'Undoes a delete: the food is back on the menu as it was',
        params: foodIdParamsSchema,
        response: { 200: staffFoodResponseSchema, ...errors },
      },
    },
    async (request) => {
      const food = await foods.restore({ id: callerId(request) }, request.params.id);
      return { food: toStaffFoodJson(food) };
    },
  );
};
export default staffFoodsRoutes;
