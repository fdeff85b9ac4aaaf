import {
  ErrorCode,
  FOOD_CHANGED_MESSAGE,
  FOOD_PICTURES_MAX,
  type FoodInput,
  type FoodUpdate,
  type StaffFoodsQuery,
} from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { onUniqueViolation } from '../../db/errors';
import { slugify } from '../../db/slug';
import { badRequest, conflict, notFound } from '../../http-error';
import { rowEntries, type AuditActor, type AuditLog } from '../audit/audit-log';
import type { StaffImagesService, UploadedFile } from '../images/staff-images.service';
import type { CatalogWrites } from './catalog-change-feed';
import type { FoodRecord } from './catalog.repository';
import { statedFacts, toOptionGroupWrites, toVariantRows, unstated } from './staff-food-input';
import { toStaffFoodJson } from './staff-foods.presenter';
import type { FoodSearchRepository } from './food-search.repository';
import type { StaffFoodRecord, StaffFoodsRepository } from './staff-foods.repository';

const nameTaken = () =>
  conflict('Another food in this category already has this name.', ErrorCode.FoodNameTaken);

/**
 * The menu's changes (create, edit, delete and undo; availability is food-availability.service.ts). Every change runs in one
 * transaction with its audit entry; an edit based on an outdated version is refused, never
 * merged over someone else's.
 */
export function createStaffFoodsService(deps: {
  db: Database;
  repo: StaffFoodsRepository;
  search: FoodSearchRepository;
  pictures: StaffImagesService;
  audit: AuditLog;
  /** Every change goes through it: the storefront's cached answers show it on the next read. */
  catalog: CatalogWrites;
}) {
  const { db, repo, search, pictures, audit, catalog } = deps;
  /** A write's transaction, announced to the catalog once it has committed (or failed). */
  const transaction = <T>(run: (tx: Database) => Promise<T>) =>
    catalog.announceAfter(() => db.transaction(run));

  async function current(ex: Executor, id: string): Promise<StaffFoodRecord> {
    const food = await repo.findForChange(ex, id);
    if (!food || food.deletedAt) throw notFound('Food not found', ErrorCode.FoodNotFound);
    return food;
  }

  async function reread(ex: Executor, id: string): Promise<StaffFoodRecord> {
    return (await repo.findForChange(ex, id))!;
  }

  async function checkCategory(ex: Executor, categoryId: string) {
    if (!(await repo.categoryExists(ex, categoryId))) {
      throw badRequest('Choose a category that exists.', ErrorCode.ValidationFailed);
    }
  }

  async function checkPictures(ex: Executor, ids: string[], uploads: number) {
    if (ids.length + uploads > FOOD_PICTURES_MAX) {
      throw badRequest(`A food can have at most ${FOOD_PICTURES_MAX} pictures.`);
    }
    const found = await pictures.existing(ex, ids);
    if (ids.some((id) => !found.has(id))) {
      throw badRequest('A picture was not found. Upload it again.', ErrorCode.ValidationFailed);
    }
  }

  async function uniqueSlug(ex: Executor, name: string): Promise<string> {
    const base = slugify(name) || 'dish';
    if (!(await repo.slugTaken(ex, base))) return base;
    return `${base}-${randomBytes(3).toString('hex')}`;
  }

  /** A unique index catches the race two simultaneous saves of one name would win together. */
  const guardNames = <T>(work: () => Promise<T>): Promise<T> => onUniqueViolation(work, nameTaken);

  const snapshot = (food: FoodRecord) => toStaffFoodJson(food);
  const entries = rowEntries('food', snapshot);

  return {
    /** The menu as staff browse it: sold-out foods included, A to Z unless searching. */
    async list(q: StaffFoodsQuery): Promise<{ foods: FoodRecord[]; total: number }> {
      const term = q.search?.trim() || undefined;
      return search.listFoods(db, {
        filters: { categoryId: q.category, search: term },
        order: term ? 'relevance' : 'name',
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
    },

    async get(id: string): Promise<StaffFoodRecord> {
      return current(db, id);
    },

    /** Uploaded files are checked and re-encoded before the transaction opens (CPU, no locks). */
    async create(actor: AuditActor, input: FoodInput, files: UploadedFile[] = []) {
      const rendered = await pictures.render(files);
      return guardNames(() =>
        transaction((tx) =>
          audit.write(tx, actor, {
            async write() {
              await checkCategory(tx, input.categoryId);
              const imageIds = input.imageIds ?? [];
              await checkPictures(tx, imageIds, rendered.length);
              if (await repo.nameTaken(tx, input.categoryId, input.name)) throw nameTaken();
              const saved = await pictures.save(tx, actor, rendered);
              const id = await repo.insertFood(tx, {
                slug: await uniqueSlug(tx, input.name),
                name: input.name,
                description: input.description ?? '',
                categoryId: input.categoryId,
                ...statedFacts(input, unstated),
                isSpicy: input.isSpicy ?? false,
                isSpecial: input.isSpecial ?? false,
              });
              await repo.replaceVariants(tx, id, toVariantRows(input.variants));
              if (input.optionGroups?.length) {
                await repo.replaceOptionGroups(tx, id, toOptionGroupWrites(input.optionGroups));
              }
              await repo.replaceImages(tx, id, [...imageIds, ...saved.map((p) => p.id)]);
              return reread(tx, id);
            },
            entry: entries.created,
          }),
        ),
      );
    },

    async update(actor: AuditActor, id: string, patch: FoodUpdate) {
      const {
        version,
        variants,
        imageIds,
        optionGroups,
        dietary,
        isVeg,
        isVegan,
        containsNuts,
        ...fields
      } = patch;
      return guardNames(() =>
        transaction((tx) =>
          audit.write(tx, actor, {
            read: () => current(tx, id),
            async write(_, before) {
              if (before.version !== version)
                throw conflict(FOOD_CHANGED_MESSAGE, ErrorCode.FoodChanged);
              const categoryId = fields.categoryId ?? before.categoryId;
              const name = fields.name ?? before.name;
              if (fields.categoryId !== undefined) await checkCategory(tx, fields.categoryId);
              if (await repo.nameTaken(tx, categoryId, name, id)) throw nameTaken();
              if (imageIds) await checkPictures(tx, imageIds, 0);
              const facts = statedFacts({ isVeg, isVegan, containsNuts, dietary }, before);
              const saved = await repo.updateFood(tx, id, version, { ...fields, ...facts });
              if (!saved) throw conflict(FOOD_CHANGED_MESSAGE, ErrorCode.FoodChanged);
              if (variants) await repo.replaceVariants(tx, id, toVariantRows(variants));
              if (optionGroups) {
                await repo.replaceOptionGroups(tx, id, toOptionGroupWrites(optionGroups));
              }
              if (imageIds) await repo.replaceImages(tx, id, imageIds);
              return reread(tx, id);
            },
            entry: entries.changed(id),
          }),
        ),
      );
    },

    /** Soft delete: the food leaves the menu at once and can be restored (undo). */
    async remove(actor: AuditActor, id: string) {
      return transaction((tx) =>
        audit.write(tx, actor, {
          read: () => current(tx, id),
          async write(_, before) {
            await repo.softDelete(tx, id);
            return before;
          },
          entry: (before) => ({
            action: 'food.delete',
            entityType: 'food',
            entityId: id,
            before: snapshot(before),
          }),
        }),
      );
    },

    /** Undo of a delete. Restoring a food that is on the menu changes nothing. */
    async restore(actor: AuditActor, id: string) {
      return guardNames(() =>
        transaction((tx) =>
          audit.write(tx, actor, {
            async read() {
              const before = await repo.findForChange(tx, id);
              if (!before) throw notFound('Food not found', ErrorCode.FoodNotFound);
              return before;
            },
            async write(_, before) {
              if (!before.deletedAt) return before;
              if (await repo.nameTaken(tx, before.categoryId, before.name, id)) {
                throw conflict(
                  'Another food in this category now has this name, so this one cannot be restored.',
                  ErrorCode.FoodNameTaken,
                );
              }
              await repo.restore(tx, id);
              return reread(tx, id);
            },
            // A food on the menu is left as it is, and nothing is logged.
            entry: (before, after) =>
              before.deletedAt
                ? {
                    action: 'food.restore',
                    entityType: 'food',
                    entityId: id,
                    after: snapshot(after),
                  }
                : null,
          }),
        ),
      );
    },
  };
}
export type StaffFoodsService = ReturnType<typeof createStaffFoodsService>;
