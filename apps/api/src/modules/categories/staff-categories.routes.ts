import {
  errorResponses,
  staffCategoriesResponseSchema,
  staffCategoryDeleteQuerySchema,
  staffCategoryInputSchema,
  staffCategoryOrderSchema,
  staffCategoryParamsSchema,
  staffCategoryResponseSchema,
  staffCategoryUpdateSchema,
  staffPictureChoicesResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import type { CatalogWrites } from '../catalog/catalog-change-feed';
import { toPictureChoices, toStaffCategories, toStaffCategory } from './categories.presenter';
import { createCategoriesRepository } from './categories.repository';
import { createCategoriesService } from './categories.service';

/** A category is a few hundred bytes of JSON; a reorder of 500 ids is ~20 kB. */
const BODY_LIMIT = 32 * 1024;
const reads = errorResponses(400, 401, 403, 500);
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415, 500);

/** Menu categories for staff. Registered only inside the staff scope (plugins/staff-scope.ts). */
const staffCategoriesRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogWrites;
  audit: AuditLog;
}> = async (app, opts) => {
  const categories = createCategoriesService({
    db: app.db,
    repo: createCategoriesRepository(),
    audit: opts.audit,
    catalog: opts.catalog,
  });
  const actor = (request: Parameters<typeof callerId>[0]) => ({ id: callerId(request) });

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every category in menu order, with how many foods each has',
        response: { 200: staffCategoriesResponseSchema, ...reads },
      },
    },
    async () => toStaffCategories(await categories.list()),
  );

  app.get(
    '/pictures',
    {
      schema: {
        tags: ['staff'],
        summary: 'Stored pictures a category can use (food pictures and uploads), newest first',
        response: { 200: staffPictureChoicesResponseSchema, ...reads },
      },
    },
    async () => toPictureChoices(await categories.pictureChoices()),
  );

  app.post(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Adds a category at the end of the menu (the slug is made from the name)',
        body: staffCategoryInputSchema,
        response: { 201: staffCategoryResponseSchema, ...writes },
      },
    },
    async (request, reply) => {
      const created = await categories.create(actor(request), request.body);
      return reply.status(201).send({ category: toStaffCategory(created) });
    },
  );

  app.put(
    '/order',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Sets the menu order: every category id, each exactly once',
        body: staffCategoryOrderSchema,
        response: { 200: staffCategoriesResponseSchema, ...writes },
      },
    },
    async (request) =>
      toStaffCategories(await categories.reorder(actor(request), request.body.ids)),
  );

  app.patch(
    '/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Renames a category or changes its description or picture',
        params: staffCategoryParamsSchema,
        body: staffCategoryUpdateSchema,
        response: { 200: staffCategoryResponseSchema, ...writes },
      },
    },
    async (request) => {
      const updated = await categories.update(actor(request), request.params.id, request.body);
      return { category: toStaffCategory(updated) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Deletes a category: refused (409) while it has foods, unless moveFoodsTo says where',
        params: staffCategoryParamsSchema,
        querystring: staffCategoryDeleteQuerySchema,
        response: { 200: staffCategoriesResponseSchema, ...writes },
      },
    },
    async (request) =>
      toStaffCategories(
        await categories.remove(actor(request), request.params.id, request.query.moveFoodsTo),
      ),
  );
};
export default staffCategoriesRoutes;
