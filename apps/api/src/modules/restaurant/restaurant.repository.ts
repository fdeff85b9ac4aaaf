import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';

/** The settings row as stored: money in minor units, tax in basis points. */
export type RestaurantSettingsRecord = Omit<
  typeof restaurantSettings.$inferSelect,
  'id' | 'updatedBy'
>;

// Everything but the row's fixed id and the audit column.
const { id: _id, updatedBy: _updatedBy, ...columns } = getTableColumns(restaurantSettings);

/**
 * The restaurant's one settings row; null only if it was never created (every start seeds it).
 * Exported on its own so checkout and the staff side read the settings in their own
 * transactions.
 */
export async function getRestaurantSettings(
  ex: Executor,
): Promise<RestaurantSettingsRecord | null> {
  const [row] = await ex
    .select(columns)
    .from(restaurantSettings)
    .where(eq(restaurantSettings.id, 'main'))
    .limit(1);
  return row ?? null;
}

/** The settings as an admin writes them (the row's id and timestamps are the server's). */
export type RestaurantSettingsValues = Omit<RestaurantSettingsRecord, 'updatedAt'>;

export function createRestaurantRepository() {
  return {
    getSettings: getRestaurantSettings,

    /** Locks the row for the rest of the transaction: two admins' edits apply one after the other. */
    async lockSettings(ex: Executor): Promise<RestaurantSettingsRecord | null> {
      const [row] = await ex
        .select(columns)
        .from(restaurantSettings)
        .where(eq(restaurantSettings.id, 'main'))
        .for('update');
      return row ?? null;
    },

    async updateSettings(
      ex: Executor,
      values: Partial<RestaurantSettingsValues>,
      updatedBy: string,
    ): Promise<RestaurantSettingsRecord> {
      const [row] = await ex
        .update(restaurantSettings)
        .set({ ...values, updatedBy })
        .where(eq(restaurantSettings.id, 'main'))
        .returning(columns);
      return row!;
    },
  };
}
export type RestaurantRepository = ReturnType<typeof createRestaurantRepository>;
