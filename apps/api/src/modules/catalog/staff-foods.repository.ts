import type { DietaryFact } from '@ninetonine/contract';
import { and, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import {
  categories,
  foodImages,
  foodOptionGroups,
  foodOptions,
  foodVariants,
  foods,
} from '../../db/schema/index';
import { foodColumns, type FoodRecord, type VariantRow } from './catalog.repository';

/** A food as stored, with what editing needs that the storefront never shows. */
export type StaffFoodRecord = FoodRecord & { deletedAt: Date | null };

export interface FoodFieldsRow {
  name: string;
  description: string;
  categoryId: string;
  meat: DietaryFact;
  animalProducts: DietaryFact;
  nuts: DietaryFact;
  isSpicy: boolean;
  isSpecial: boolean;
}

/** An option group as staff saved it: ids of kept groups and options, none for new ones. */
export interface OptionGroupWrite {
  id?: string;
  name: string;
  minPicks: number;
  maxPicks: number;
  options: { id?: string; name: string; priceDeltaMinor: number; isAvailable: boolean }[];
}

/** The menu's writes. Every method takes the executor of the change's transaction. */
export function createStaffFoodsRepository() {
  return {
    /** One food by id, soft-deleted ones too (restore needs them); locked until commit. */
    async findForChange(ex: Executor, id: string): Promise<StaffFoodRecord | null> {
      const [food] = await ex
        .select({ ...foodColumns, deletedAt: foods.deletedAt })
        .from(foods)
        .innerJoin(categories, eq(categories.id, foods.categoryId))
        .where(eq(foods.id, id))
        .limit(1)
        .for('update', { of: foods });
      return food ?? null;
    },

    categoryExists: (ex: Executor, id: string): Promise<boolean> =>
      rowExists(ex, categories, eq(categories.id, id)),

    /** Whether another food on the menu of this category has this name (any letter case). */
    nameTaken(ex: Executor, categoryId: string, name: string, exceptId?: string): Promise<boolean> {
      return rowExists(
        ex,
        foods,
        and(
          eq(foods.categoryId, categoryId),
          sql`lower(${foods.name}) = lower(${name})`,
          isNull(foods.deletedAt),
          exceptId === undefined ? undefined : ne(foods.id, exceptId),
        ),
      );
    },

    slugTaken: (ex: Executor, slug: string): Promise<boolean> =>
      rowExists(ex, foods, eq(foods.slug, slug)),

    async insertFood(ex: Executor, food: FoodFieldsRow & { slug: string }): Promise<string> {
      const [row] = await ex.insert(foods).values(food).returning({ id: foods.id });
      return row!.id;
    },

    /**
     * Saves an edit only if nobody saved one since `version` was read: the version check and
     * the write are one statement, so two concurrent saves cannot both pass. False: refused.
     */
    async updateFood(
      ex: Executor,
      id: string,
      version: number,
      fields: Partial<FoodFieldsRow>,
    ): Promise<boolean> {
      const rows = await ex
        .update(foods)
        .set({ ...fields, version: sql`${foods.version} + 1`, updatedAt: new Date() })
        .where(and(eq(foods.id, id), eq(foods.version, version), isNull(foods.deletedAt)))
        .returning({ id: foods.id });
      return rows.length === 1;
    },

    async replaceVariants(ex: Executor, foodId: string, variants: VariantRow[]): Promise<void> {
      await ex.delete(foodVariants).where(eq(foodVariants.foodId, foodId));
      await ex
        .insert(foodVariants)
        .values(variants.map((v, sortOrder) => ({ foodId, ...v, sortOrder })));
    },

    /**
     * Saves the dish's option groups as listed: kept ids are updated in place (so carts holding
     * them stay valid), the rest removed, new ones inserted. Ids of another dish are ignored
     * by the where clauses and end up as new rows.
     */
    async replaceOptionGroups(
      ex: Executor,
      foodId: string,
      groups: OptionGroupWrite[],
    ): Promise<void> {
      const existing = await ex
        .select({ id: foodOptionGroups.id })
        .from(foodOptionGroups)
        .where(eq(foodOptionGroups.foodId, foodId));
      const mine = new Set(existing.map((g) => g.id));
      const keptGroups = groups.flatMap((g) => (g.id && mine.has(g.id) ? [g.id] : []));
      await ex
        .delete(foodOptionGroups)
        .where(
          and(
            eq(foodOptionGroups.foodId, foodId),
            keptGroups.length ? notInArray(foodOptionGroups.id, keptGroups) : undefined,
          ),
        );
      for (const [sortOrder, g] of groups.entries()) {
        const fields = { name: g.name, minPicks: g.minPicks, maxPicks: g.maxPicks, sortOrder };
        let groupId: string;
        if (g.id && mine.has(g.id)) {
          groupId = g.id;
          await ex.update(foodOptionGroups).set(fields).where(eq(foodOptionGroups.id, groupId));
        } else {
          const [row] = await ex
            .insert(foodOptionGroups)
            .values({ foodId, ...fields })
            .returning({ id: foodOptionGroups.id });
          groupId = row!.id;
        }
        const current = await ex
          .select({ id: foodOptions.id })
          .from(foodOptions)
          .where(eq(foodOptions.groupId, groupId));
        const here = new Set(current.map((o) => o.id));
        const keptOptions = g.options.flatMap((o) => (o.id && here.has(o.id) ? [o.id] : []));
        await ex
          .delete(foodOptions)
          .where(
            and(
              eq(foodOptions.groupId, groupId),
              keptOptions.length ? notInArray(foodOptions.id, keptOptions) : undefined,
            ),
          );
        for (const [order, o] of g.options.entries()) {
          const values = {
            name: o.name,
            priceDeltaMinor: o.priceDeltaMinor,
            isAvailable: o.isAvailable,
            sortOrder: order,
          };
          if (o.id && here.has(o.id)) {
            await ex.update(foodOptions).set(values).where(eq(foodOptions.id, o.id));
          } else {
            await ex.insert(foodOptions).values({ groupId, ...values });
          }
        }
      }
    },

    async replaceImages(ex: Executor, foodId: string, imageIds: string[]): Promise<void> {
      await ex.delete(foodImages).where(eq(foodImages.foodId, foodId));
      if (imageIds.length === 0) return;
      await ex
        .insert(foodImages)
        .values(imageIds.map((imageId, sortOrder) => ({ foodId, imageId, sortOrder })));
    },

    async setAvailability(
      ex: Executor,
      id: string,
      isAvailable: boolean,
      availableAgainAt: Date | null,
    ): Promise<void> {
      await ex
        .update(foods)
        .set({ isAvailable, availableAgainAt, updatedAt: new Date() })
        .where(eq(foods.id, id));
    },

    /** One option of the food, locked for a change; null when the food has no such option. */
    async lockOption(ex: Executor, foodId: string, optionId: string) {
      const [row] = await ex
        .select({
          id: foodOptions.id,
          name: foodOptions.name,
          isAvailable: foodOptions.isAvailable,
          availableAgainAt: foodOptions.availableAgainAt,
        })
        .from(foodOptions)
        .innerJoin(foodOptionGroups, eq(foodOptionGroups.id, foodOptions.groupId))
        .where(and(eq(foodOptions.id, optionId), eq(foodOptionGroups.foodId, foodId)))
        .for('update', { of: foodOptions });
      return row ?? null;
    },

    async setOptionAvailability(
      ex: Executor,
      optionId: string,
      isAvailable: boolean,
      availableAgainAt: Date | null,
    ): Promise<void> {
      await ex
        .update(foodOptions)
        .set({ isAvailable, availableAgainAt })
        .where(eq(foodOptions.id, optionId));
    },

    /** Soft delete: past orders and carts keep pointing at a real row. */
    async softDelete(ex: Executor, id: string): Promise<void> {
      await ex
        .update(foods)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(foods.id, id), isNull(foods.deletedAt)));
    },

    async restore(ex: Executor, id: string): Promise<void> {
      await ex
        .update(foods)
        .set({ deletedAt: null, updatedAt: new Date() })
        .where(and(eq(foods.id, id), isNotNull(foods.deletedAt)));
    },
  };
}
export type StaffFoodsRepository = ReturnType<typeof createStaffFoodsRepository>;
