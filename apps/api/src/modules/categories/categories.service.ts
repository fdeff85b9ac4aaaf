import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type staffCategoryInputSchema,
  type staffCategoryUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { onUniqueViolation, takenAs } from '../../db/errors';
import { slugify } from '../../db/slug';
import { badRequest, conflict, notFound } from '../../http-error';
import { rowEntries, type AuditActor, type AuditLog } from '../audit/audit-log';
import type { CatalogWrites } from '../catalog/catalog-change-feed';
import type {
  CategoriesRepository,
  CategoryFields,
  StaffCategoryRecord,
} from './categories.repository';

type NewCategory = z.output<typeof staffCategoryInputSchema>;
type CategoryChanges = z.output<typeof staffCategoryUpdateSchema>;

const categoryNotFound = () => notFound('Category not found', ErrorCode.CategoryNotFound);
const nameTaken = (name: string) =>
  conflict(`A category named “${name}” already exists.`, ErrorCode.CategoryNameTaken);

/** The storefront address of a name; a name with no Latin letters or digits gets a stable one. */
function slugOf(name: string, fallback: string): string {
  return slugify(name).slice(0, 60).replace(/-+$/, '') || `category-${fallback.slice(0, 8)}`;
}

/** What the audit log keeps of a category (no counts: they change without a category change). */
const auditView = (c: StaffCategoryRecord) => ({
  slug: c.slug,
  name: c.name,
  description: c.description,
  imageId: c.imageId,
  sortOrder: c.sortOrder,
});

/**
 * Menu categories, for staff. Every change runs in one transaction with its audit entry, through
 * the catalog's version seam, so the storefront's cached answers show it on the next request.
 */
export function createCategoriesService(deps: {
  db: Database;
  repo: CategoriesRepository;
  audit: AuditLog;
  catalog: CatalogWrites;
}) {
  const { db, repo, audit, catalog } = deps;
  const entries = rowEntries('category', auditView);
  const transaction = <T>(run: (tx: Database) => Promise<T>) =>
    catalog.announceAfter(() => db.transaction(run));

  async function requirePicture(ex: Executor, imageId: string | null | undefined) {
    if (imageId && !(await repo.imageExists(ex, imageId))) {
      throw badRequest('That picture is not stored. Choose another.', ErrorCode.ImageNotFound);
    }
  }

  /** Runs a write; a slug taken by a concurrent write is the same 409 as one taken before. */
  const write = <T>(name: string | undefined, run: (tx: Database) => Promise<T>) =>
    onUniqueViolation(() => transaction(run), takenAs(name, nameTaken));

  return {
    list: (): Promise<StaffCategoryRecord[]> => repo.list(db),

    pictureChoices: (): Promise<string[]> => repo.pictureChoices(db),

    create(actor: AuditActor, input: NewCategory): Promise<StaffCategoryRecord> {
      return write(input.name, (tx) =>
        audit.write(tx, actor, {
          async write() {
            const slug = slugOf(input.name, randomUUID());
            if (await repo.slugTaken(tx, slug)) throw nameTaken(input.name);
            await requirePicture(tx, input.imageId);
            const id = await repo.insert(tx, { ...input, slug });
            return (await repo.find(tx, id))!;
          },
          entry: entries.created,
        }),
      );
    },

    /** A new name makes a new slug (the storefront's address follows the name). */
    update(actor: AuditActor, id: string, changes: CategoryChanges): Promise<StaffCategoryRecord> {
      return write(changes.name, (tx) =>
        audit.write(tx, actor, {
          async read() {
            const before = await repo.find(tx, id);
            if (!before) throw categoryNotFound();
            return before;
          },
          async write(_, before) {
            const fields: Partial<CategoryFields> = {};
            if (changes.name !== undefined && changes.name !== before.name) {
              fields.name = changes.name;
              fields.slug = slugOf(changes.name, id);
              if (await repo.slugTaken(tx, fields.slug, id)) throw nameTaken(changes.name);
            }
            if (changes.description !== undefined) fields.description = changes.description;
            if (changes.imageId !== undefined) {
              await requirePicture(tx, changes.imageId);
              fields.imageId = changes.imageId;
            }
            await repo.update(tx, id, fields);
            return (await repo.find(tx, id))!;
          },
          entry: entries.changed(id),
        }),
      );
    },

    /** `ids` must be exactly the categories there are, each once: nothing is left unplaced. */
    reorder(actor: AuditActor, ids: readonly string[]): Promise<StaffCategoryRecord[]> {
      return transaction(async (tx) => {
        await audit.write(tx, actor, {
          async read() {
            const existing = new Set(await repo.lockAll(tx));
            const given = new Set(ids);
            if (given.size !== ids.length) {
              throw badRequest('Each category may appear only once in the new order.');
            }
            const unknown = ids.filter((id) => !existing.has(id));
            if (unknown.length > 0 || given.size !== existing.size) {
              throw badRequest(
                'The new order must list every category exactly once. Reload and try again.',
              );
            }
            return (await repo.list(tx)).map((c) => c.id);
          },
          write: () => repo.setOrder(tx, ids),
          entry: (before) => ({
            action: 'category.reorder',
            entityType: 'category',
            entityId: 'all',
            before: { order: before },
            after: { order: ids },
          }),
        });
        return repo.list(tx);
      });
    },

    /**
     * Deletes a category. One with foods on the menu is refused unless `moveFoodsTo` names
     * where they go; they move in the same transaction. Deleted foods still point at their
     * category (past orders keep them): they go along, to the target or the first other one.
     */
    remove(
      actor: AuditActor,
      id: string,
      moveFoodsTo: string | undefined,
    ): Promise<StaffCategoryRecord[]> {
      return transaction(async (tx) => {
        await audit.write(tx, actor, {
          async read() {
            const ids = await repo.lockAll(tx);
            const category = await repo.find(tx, id);
            if (!category) throw categoryNotFound();
            return { ids, category };
          },
          async write(_, { ids, category }) {
            if (moveFoodsTo === id) {
              throw badRequest('Choose another category to move the foods to.');
            }
            if (moveFoodsTo !== undefined && !ids.includes(moveFoodsTo)) {
              throw notFound(
                'The category to move the foods to was not found. Reload and try again.',
                ErrorCode.CategoryNotFound,
              );
            }
            if (category.foodCount > 0 && moveFoodsTo === undefined) {
              const foods = category.foodCount === 1 ? '1 food' : `${category.foodCount} foods`;
              throw conflict(
                `“${category.name}” still has ${foods}. Move them to another category or delete them first.`,
                ErrorCode.CategoryNotEmpty,
              );
            }
            let target = moveFoodsTo;
            if (target === undefined && (await repo.deletedFoodCount(tx, id)) > 0) {
              target = (await repo.list(tx)).find((c) => c.id !== id)?.id;
              if (target === undefined) {
                throw conflict(
                  'This is the only category, and past orders still refer to its deleted foods. Add another category first.',
                  ErrorCode.CategoryNotEmpty,
                );
              }
            }
            const moved = target === undefined ? 0 : await repo.moveFoods(tx, id, target);
            await repo.delete(tx, id);
            return { moved, target };
          },
          entry: ({ category }, { moved, target }) => ({
            action: 'category.delete',
            entityType: 'category',
            entityId: id,
            before: auditView(category),
            after: { deleted: true, movedFoods: moved, movedTo: moved > 0 ? target : null },
          }),
        });
        return repo.list(tx);
      });
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
