import {
  ErrorCode,
  MAX_ADDRESSES_PER_CUSTOMER,
  type addressInputSchema,
  type addressUpdateSchema,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { AddressRecord, AddressesRepository } from './addresses.repository';

type NewAddress = z.output<typeof addressInputSchema>;
type AddressChanges = z.output<typeof addressUpdateSchema>;

const addressNotFound = () => notFound('Address not found', ErrorCode.AddressNotFound);

/**
 * A customer's own addresses. Every write locks the customer's addresses in one transaction,
 * so there is always exactly one default while there are addresses, and never more than the cap.
 */
export function createAddressesService(deps: { db: Database; repo: AddressesRepository }) {
  const { db, repo } = deps;
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
        const makeDefault = existing === 0 || isDefault === true;
        if (makeDefault) await repo.clearDefault(tx, userId);
        return repo.insert(tx, userId, { ...fields, isDefault: makeDefault });
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
        if (isDefault === true && !current.isDefault) {
          await repo.clearDefault(tx, userId);
          await repo.setDefault(tx, userId, id);
        }
        return (await repo.update(tx, userId, id, fields))!;
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
