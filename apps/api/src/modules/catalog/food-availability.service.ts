import { ErrorCode, type FoodAvailability, type OptionAvailability } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../http-error';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { restaurantStatusAt } from '../restaurant/restaurant-status';
import type { CatalogWrites } from './catalog-change-feed';
import type { StaffFoodRecord, StaffFoodsRepository } from './staff-foods.repository';

const DAY_MS = 86_400_000;

/**
 * Sold out and back, for a dish or one of its options (from the menu and the board). "Sold out
 * today" is stored as the instant it ends, the restaurant's next opening in its own zone, and
 * read against the clock, so nothing resets it (decision 0081).
 */
export function createFoodAvailabilityService(deps: {
  db: Database;
  repo: StaffFoodsRepository;
  audit: AuditLog;
  /** The restaurant's hours: what is sold out today is back at the next opening. */
  restaurant: RestaurantSettingsReader;
  /** Every change goes through it: the storefront's cached answers show it on the next read. */
  catalog: CatalogWrites;
  now?: () => Date;
}) {
  const { db, repo, audit, restaurant, catalog } = deps;
  const transaction = <T>(run: (tx: Database) => Promise<T>) =>
    catalog.announceAfter(() => db.transaction(run));
  const now = deps.now ?? (() => new Date());

  async function current(ex: Executor, id: string): Promise<StaffFoodRecord> {
    const food = await repo.findForChange(ex, id);
    if (!food || food.deletedAt) throw notFound('Food not found', ErrorCode.FoodNotFound);
    return food;
  }

  const reread = async (ex: Executor, id: string) => (await repo.findForChange(ex, id))!;

  /** When "sold out today" ends: the next opening in the restaurant's zone (a day without one). */
  async function nextOpening(ex: Executor): Promise<Date> {
    const at = now();
    const settings = await restaurant.getSettings(ex);
    return (
      (settings && restaurantStatusAt(settings, at).nextOpeningAt) ||
      new Date(at.getTime() + DAY_MS)
    );
  }

  return {
    /**
     * Availability is not an edit of the food's description, so it leaves the version alone:
     * marking a dish sold out does not void a colleague's open edit form.
     */
    async setAvailability(actor: AuditActor, id: string, availability: FoodAvailability) {
      return transaction((tx) =>
        audit.write(tx, actor, {
          read: () => current(tx, id),
          async write() {
            const againAt = availability === 'sold-out-today' ? await nextOpening(tx) : null;
            await repo.setAvailability(tx, id, availability === 'available', againAt);
            return reread(tx, id);
          },
          entry: (before, after) => ({
            action: 'food.availability',
            entityType: 'food',
            entityId: id,
            before: { isAvailable: before.isAvailable, availableAgainAt: before.availableAgainAt },
            after: { isAvailable: after.isAvailable, availableAgainAt: after.availableAgainAt },
          }),
        }),
      );
    },

    /**
     * One option sold out for today (back at the next opening, read at query time) or back now.
     * Like the dish's own availability, it leaves the food's version alone.
     */
    async setOptionAvailability(
      actor: AuditActor,
      id: string,
      optionId: string,
      availability: OptionAvailability,
    ) {
      return transaction((tx) =>
        audit.write(tx, actor, {
          async read() {
            await current(tx, id);
            const option = await repo.lockOption(tx, id, optionId);
            if (!option) throw notFound('Option not found', ErrorCode.FoodNotFound);
            return option;
          },
          async write() {
            const soldOut = availability === 'sold-out-today';
            const againAt = soldOut ? await nextOpening(tx) : null;
            await repo.setOptionAvailability(tx, optionId, !soldOut, againAt);
            return reread(tx, id);
          },
          entry: (before, food) => ({
            action: 'food.option_availability',
            entityType: 'food',
            entityId: id,
            before: { option: before.name, isAvailable: before.isAvailable },
            after: { food: food.name, option: before.name, availability },
          }),
        }),
      );
    },
  };
}
export type FoodAvailabilityService = ReturnType<typeof createFoodAvailabilityService>;
