import { eq, getTableColumns } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { restaurantSettings } from '../../db/schema/index';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-defaults';

/** The settings row as stored: money in minor units, tax in basis points. */
export type RestaurantSettingsRecord = Omit<
  typeof restaurantSettings.$inferSelect,
  'id' | 'updatedBy'
>;

// Everything but the row's fixed id and the audit column.
const { id: _id, updatedBy: _updatedBy, ...columns } = getTableColumns(restaurantSettings);

/** The settings as an admin writes them (the row's id and timestamps are the server's). */
export type RestaurantSettingsValues = Omit<RestaurantSettingsRecord, 'updatedAt'>;

/**
 * The restaurant's one settings row. Built once in app.ts and handed to every module that reads
 * the settings (decision 0038): checkout and the staff side read them in their own transactions.
 */
export function createRestaurantRepository() {
  /**
   * The row as each transaction first read it: placing an order reads the settings for its
   * quote, its auto-accept and its text message, one round trip instead of three (decision
   * 0095). Outside a transaction every read goes to the database. A write forgets the copy.
   */
  const readIn = new WeakMap<Executor, Promise<RestaurantSettingsRecord | null>>();

  async function readSettings(ex: Executor): Promise<RestaurantSettingsRecord | null> {
    const [row] = await ex
      .select(columns)
      .from(restaurantSettings)
      .where(eq(restaurantSettings.id, 'main'))
      .limit(1);
    return row ?? null;
  }

  /** The row; null only if it was never created (every start seeds it). */
  function getSettings(ex: Executor): Promise<RestaurantSettingsRecord | null> {
    if (!(ex instanceof PgTransaction)) return readSettings(ex);
    let read = readIn.get(ex);
    if (!read) {
      read = readSettings(ex);
      readIn.set(ex, read);
      read.catch(() => readIn.delete(ex));
    }
    return read;
  }

  return {
    getSettings,

    /** The row, created with the defaults if nobody has seeded it yet (checkout cannot do without). */
    async settingsOrDefaults(ex: Executor): Promise<RestaurantSettingsRecord> {
      const row = await getSettings(ex);
      if (row) return row;
      await ex.insert(restaurantSettings).values(DEFAULT_RESTAURANT_SETTINGS).onConflictDoNothing();
      readIn.delete(ex);
      return (await getSettings(ex))!;
    },

    /** Locks the row for the rest of the transaction: two admins' edits apply one after the other. */
    async lockSettings(ex: Executor): Promise<RestaurantSettingsRecord | null> {
      readIn.delete(ex);
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
      readIn.delete(ex);
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

/** What the other modules need of it: reading the settings, never changing them. */
export type RestaurantSettingsReader = Pick<
  RestaurantRepository,
  'getSettings' | 'settingsOrDefaults'
>;
