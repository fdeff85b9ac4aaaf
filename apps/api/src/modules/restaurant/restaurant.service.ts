import { ErrorCode } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { serviceUnavailable } from '../../http-error';
import { restaurantStatusAt, type RestaurantStatus } from './restaurant-status';
import type { RestaurantRepository, RestaurantSettingsRecord } from './restaurant.repository';

/** The restaurant's settings and whether the kitchen is open. */
export function createRestaurantService(deps: { db: Database; repo: RestaurantRepository }) {
  const { db, repo } = deps;

  /** The settings, or 503: without them no price, fee or opening hour can be told. */
  async function settings(ex: Executor = db): Promise<RestaurantSettingsRecord> {
    const row = await repo.getSettings(ex);
    if (!row) {
      throw serviceUnavailable(
        'The restaurant is not set up yet. Please try again later.',
        ErrorCode.RestaurantNotConfigured,
      );
    }
    return row;
  }

  return {
    settings,
    async current(
      now = new Date(),
    ): Promise<{ settings: RestaurantSettingsRecord; status: RestaurantStatus }> {
      const row = await settings();
      return { settings: row, status: restaurantStatusAt(row, now) };
    },
  };
}
export type RestaurantService = ReturnType<typeof createRestaurantService>;
