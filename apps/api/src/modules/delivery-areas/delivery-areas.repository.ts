import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryAreas } from '../../db/schema/index';

export type DeliveryAreaRecord = typeof deliveryAreas.$inferSelect;
export type DeliveryAreaValues = Pick<
  DeliveryAreaRecord,
  | 'name'
  | 'postcodes'
  | 'deliveryFeeMinor'
  | 'minimumOrderMinor'
  | 'extraMinutes'
  | 'centreLat'
  | 'centreLng'
>;

/** The restaurant's delivery areas (decision 0047). */
export function createDeliveryAreasRepository() {
  return {
    /** Serialises area writes until the transaction ends, so no postcode lands in two areas. */
    async lock(ex: Executor): Promise<void> {
      await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended('delivery_areas', 0))`);
    },

    list: (ex: Executor): Promise<DeliveryAreaRecord[]> =>
      ex
        .select()
        .from(deliveryAreas)
        .orderBy(asc(sql`lower(${deliveryAreas.name})`)),

    async find(ex: Executor, id: string): Promise<DeliveryAreaRecord | null> {
      const [row] = await ex.select().from(deliveryAreas).where(eq(deliveryAreas.id, id));
      return row ?? null;
    },

    async insert(ex: Executor, values: DeliveryAreaValues): Promise<DeliveryAreaRecord> {
      const [row] = await ex.insert(deliveryAreas).values(values).returning();
      return row!;
    },

    async update(
      ex: Executor,
      id: string,
      values: Partial<DeliveryAreaValues>,
    ): Promise<DeliveryAreaRecord | null> {
      const [row] = await ex
        .update(deliveryAreas)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(deliveryAreas.id, id))
        .returning();
      return row ?? null;
    },

    async delete(ex: Executor, id: string): Promise<DeliveryAreaRecord | null> {
      const [row] = await ex.delete(deliveryAreas).where(eq(deliveryAreas.id, id)).returning();
      return row ?? null;
    },
  };
}
export type DeliveryAreasRepository = ReturnType<typeof createDeliveryAreasRepository>;

/** What checkout and the address book need: the areas to match a postcode against. */
export type DeliveryAreasReader = Pick<DeliveryAreasRepository, 'list'>;
