import {
  ErrorCode,
  MAX_ADDRESSES_PER_CUSTOMER,
  countryRules,
  matchDeliveryArea,
  normalizePhone,
  normalizePostcode,
  outsideDeliveryAreaMessage,
  postcodeProblem,
  type addressInputSchema,
  type addressUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import type { DeliveryAreasReader } from '../delivery-areas/delivery-areas.repository';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { AddressRecord, AddressesRepository } from './addresses.repository';

type NewAddress = z.output<typeof addressInputSchema>;
type AddressChanges = z.output<typeof addressUpdateSchema>;

const addressNotFound = () => notFound('Address not found', ErrorCode.AddressNotFound);

/**
 * A customer's own addresses. Every write locks the customer's addresses in one transaction,
 * so there is always exactly one default while there are addresses, and never more than the cap.
 */
export function createAddressesService(deps: {
  db: Database;
  repo: AddressesRepository;
  restaurant: RestaurantSettingsReader;
  areas: DeliveryAreasReader;
}) {
  const { db, repo } = deps;

  /**
   * The phone and postcode sent, checked for the restaurant's country, and the postcode within
   * one of its delivery areas (decision 0047). Returns the postcode in its stored form.
   */
  async function checkReachable(
    ex: Executor,
    fields: { phone?: string; postalCode?: string },
  ): Promise<{ postalCode?: string }> {
    if (fields.phone === undefined && fields.postalCode === undefined) return {};
    const { country } = await deps.restaurant.settingsOrDefaults(ex);
    if (fields.phone !== undefined && normalizePhone(fields.phone, country) === null) {
      throw badRequest(countryRules(country).phoneHint, ErrorCode.ValidationFailed);
    }
    if (fields.postalCode === undefined) return {};
    const postalCode = normalizePostcode(fields.postalCode, country);
    if (postalCode === null) throw badRequest(postcodeProblem(country), ErrorCode.ValidationFailed);
    if (!matchDeliveryArea(await deps.areas.list(ex), postalCode)) {
      throw badRequest(outsideDeliveryAreaMessage(postalCode), ErrorCode.OutsideDeliveryArea);
    }
    return { postalCode };
  }

  return {
    list: (userId: string): Promise<AddressRecord[]> => repo.list(db, userId),

    /** The first address becomes the default; a later one only when asked. */
    create(userId: string, input: NewAddress): Promise<AddressRecord> {
      const { isDefault, ...fields } = input;
      return db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        const existing = await repo.count(tx, userId);
        if (existing >= MAX_ADDRESSES_PER_CUSTOMER) {
          throw conflict(
            `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one to add another.`,
            ErrorCode.AddressLimit,
          );
        }
        const checked = await checkReachable(tx, fields);
        const makeDefault = existing === 0 || isDefault === true;
        if (makeDefault) await repo.clearDefault(tx, userId);
        return repo.insert(tx, userId, { ...fields, ...checked, isDefault: makeDefault });
      });
    },

    /** Changes the fields sent; `isDefault: true` makes it the default, `false` is refused on it. */
    update(userId: string, id: string, changes: AddressChanges): Promise<AddressRecord> {
      const { isDefault, ...fields } = changes;
      return db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        const current = await repo.find(tx, userId, id);
        if (!current) throw addressNotFound();
        if (isDefault === false && current.isDefault) {
          throw conflict(
            'This is your default address. Make another address the default instead.',
            ErrorCode.DefaultAddressRequired,
          );
        }
        const checked = await checkReachable(tx, fields);
        if (isDefault === true && !current.isDefault) {
          await repo.clearDefault(tx, userId);
          await repo.setDefault(tx, userId, id);
        }
        return (await repo.update(tx, userId, id, { ...fields, ...checked }))!;
      });
    },

    /** Deletes it; when it was the default, the newest remaining address takes over. */
    remove(userId: string, id: string): Promise<AddressRecord[]> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        const removed = await repo.delete(tx, userId, id);
        if (!removed) throw addressNotFound();
        if (removed.isDefault) {
          const next = await repo.newestId(tx, userId);
          if (next) await repo.setDefault(tx, userId, next);
        }
        return repo.list(tx, userId);
      });
    },

    /** Makes it the one default, in one transaction. */
    makeDefault(userId: string, id: string): Promise<AddressRecord[]> {
      return db.transaction(async (tx) => {
        await repo.lock(tx, userId);
        const current = await repo.find(tx, userId, id);
        if (!current) throw addressNotFound();
        if (!current.isDefault) {
          await repo.clearDefault(tx, userId);
          await repo.setDefault(tx, userId, id);
        }
        return repo.list(tx, userId);
      });
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
