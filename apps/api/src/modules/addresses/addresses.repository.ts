import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/index';

export type AddressRecord = Omit<typeof addresses.$inferSelect, 'userId' | 'updatedAt'>;

/** The address fields a customer writes. */
export interface AddressFields {
  label: string;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  notes: string;
}

const { userId: _userId, updatedAt: _updatedAt, ...columns } = getTableColumns(addresses);
const own = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** Every query is scoped to one customer: an id alone never reaches another's address. */
export function createAddressesRepository() {
  return {
    /**
     * Serialises one customer's address writes until the transaction `ex` ends, so the cap and
     * the one-default rule hold under parallel requests. Only meaningful inside a transaction.
     */
    async lock(ex: Executor, userId: string): Promise<void> {
      await ex.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`,
      );
    },

    /** The default first, then newest first. */
    list(ex: Executor, userId: string): Promise<AddressRecord[]> {
      return ex
        .select(columns)
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
    },

    async count(ex: Executor, userId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    async find(ex: Executor, userId: string, id: string): Promise<AddressRecord | null> {
      const [row] = await ex.select(columns).from(addresses).where(own(userId, id)).limit(1);
      return row ?? null;
    },

    async insert(
      ex: Executor,
      userId: string,
      fields: AddressFields & { isDefault: boolean },
    ): Promise<AddressRecord> {
      const [row] = await ex
        .insert(addresses)
        .values({ ...fields, userId })
        .returning(columns);
      return row!;
    },

    async update(
      ex: Executor,
      userId: string,
      id: string,
      fields: Partial<AddressFields>,
    ): Promise<AddressRecord | null> {
      const [row] = await ex
        .update(addresses)
        .set({ ...fields, updatedAt: new Date() })
        .where(own(userId, id))
        .returning(columns);
      return row ?? null;
    },

    async delete(ex: Executor, userId: string, id: string): Promise<AddressRecord | null> {
      const [row] = await ex.delete(addresses).where(own(userId, id)).returning(columns);
      return row ?? null;
    },

    /** Unsets the customer's default (first, so setting another never meets the unique index). */
    async clearDefault(ex: Executor, userId: string): Promise<void> {
      await ex
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    },

    async setDefault(ex: Executor, userId: string, id: string): Promise<void> {
      await ex
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(own(userId, id));
    },

    /** The customer's most recently added address, if any. */
    async newestId(ex: Executor, userId: string): Promise<string | null> {
      const [row] = await ex
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
