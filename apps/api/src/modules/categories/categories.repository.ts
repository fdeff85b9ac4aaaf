import { and, asc, count, desc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { categories, foods, images } from '../../db/schema/index';

/** A category as staff manage it, with how many foods on the menu are in it. */
export interface StaffCategoryRecord {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageId: string | null;
  sortOrder: number;
  foodCount: number;
  updatedAt: Date;
}

export interface CategoryFields {
  slug: string;
  name: string;
  description: string;
  imageId: string | null;
}

const columns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  imageId: categories.imageId,
  sortOrder: categories.sortOrder,
  updatedAt: categories.updatedAt,
};

/** How many pictures the chooser offers (newest first). */
export const PICTURE_CHOICES_MAX = 200;

export function createCategoriesRepository() {
  /** The count only sees foods on the menu: soft-deleted ones are gone for staff too. */
  const withFoodCount = (ex: Executor) =>
    ex
      .select({ ...columns, foodCount: count(foods.id) })
      .from(categories)
      .leftJoin(foods, and(eq(foods.categoryId, categories.id), isNull(foods.deletedAt)))
      .groupBy(categories.id)
      .$dynamic();

  return {
    /** Menu order, as the storefront shows them. */
    list(ex: Executor): Promise<StaffCategoryRecord[]> {
      return withFoodCount(ex).orderBy(asc(categories.sortOrder), asc(categories.name));
    },

    async find(ex: Executor, id: string): Promise<StaffCategoryRecord | null> {
      const [row] = await withFoodCount(ex).where(eq(categories.id, id));
      return row ?? null;
    },

    /**
     * Locks every category row for the rest of the transaction: reorders, deletes and moves
     * of foods then see one consistent set (a concurrent one waits).
     */
    async lockAll(ex: Executor): Promise<string[]> {
      const rows = await ex
        .select({ id: categories.id })
        .from(categories)
        .orderBy(asc(categories.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Another category using this slug (names that slug alike are the same name). */
    slugTaken: (ex: Executor, slug: string, exceptId?: string): Promise<boolean> =>
      rowExists(
        ex,
        categories,
        exceptId
          ? and(eq(categories.slug, slug), ne(categories.id, exceptId))
          : eq(categories.slug, slug),
      ),

    imageExists: (ex: Executor, imageId: string): Promise<boolean> =>
      rowExists(ex, images, eq(images.id, imageId)),

    /** Stored images, newest first: the pictures a category can be given. */
    async pictureChoices(ex: Executor): Promise<string[]> {
      const rows = await ex
        .select({ id: images.id })
        .from(images)
        .orderBy(desc(images.createdAt), asc(images.id))
        .limit(PICTURE_CHOICES_MAX);
      return rows.map((r) => r.id);
    },

    /** A new category goes last on the menu. */
    async insert(ex: Executor, fields: CategoryFields): Promise<string> {
      const [last] = await ex.select({ n: max(categories.sortOrder) }).from(categories);
      const [row] = await ex
        .insert(categories)
        .values({ ...fields, sortOrder: (last?.n ?? -1) + 1 })
        .returning({ id: categories.id });
      return row!.id;
    },

    async update(ex: Executor, id: string, fields: Partial<CategoryFields>): Promise<void> {
      await ex.update(categories).set(fields).where(eq(categories.id, id));
    },

    /** Positions 0..n-1 in the order given, in one statement. */
    async setOrder(ex: Executor, orderedIds: readonly string[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const position = sql.join(
        orderedIds.map((id, i) => sql`when ${id} then ${i}::integer`),
        sql` `,
      );
      await ex
        .update(categories)
        .set({ sortOrder: sql`case ${categories.id} ${position} end` })
        .where(inArray(categories.id, [...orderedIds]));
    },

    /** Every food in it, deleted ones too (they still reference it), goes to `toId`. */
    async moveFoods(ex: Executor, fromId: string, toId: string): Promise<number> {
      const moved = await ex
        .update(foods)
        .set({ categoryId: toId })
        .where(eq(foods.categoryId, fromId))
        .returning({ id: foods.id, deletedAt: foods.deletedAt });
      return moved.filter((f) => f.deletedAt === null).length;
    },

    /** Foods that were deleted from the menu but still point at it (kept for past orders). */
    async deletedFoodCount(ex: Executor, categoryId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(foods)
        .where(and(eq(foods.categoryId, categoryId), sql`${foods.deletedAt} IS NOT NULL`));
      return row?.n ?? 0;
    },

    async delete(ex: Executor, id: string): Promise<void> {
      await ex.delete(categories).where(eq(categories.id, id));
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
