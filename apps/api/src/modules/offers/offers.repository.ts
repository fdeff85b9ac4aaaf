import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { OfferSegment } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import { rowExists } from '../../db/row-exists';
import { offerRedemptions, offers } from '../../db/schema/index';

/** An offer as stored (minor units; a percent value is 1..100), with its redemptions. */
export type OfferRow = typeof offers.$inferSelect;
export interface StaffOfferRecord extends OfferRow {
  discountType: 'percent' | 'amount';
  appliesTo: 'any' | 'delivery' | 'pickup';
  segment: OfferSegment | null;
  /** Orders placed with it. */
  redemptions: number;
}

/** What an admin sets; counters and timestamps are the server's. */
export type OfferValues = Omit<OfferRow, 'id' | 'timesUsed' | 'createdAt' | 'updatedAt'>;

/** An admin's list is every offer ever made: a few hundred at most, so no paging. */
export const STAFF_OFFERS_MAX = 1000;

export function createOffersRepository() {
  const withRedemptions = (ex: Executor) =>
    ex
      .select({ offer: offers, redemptions: count(offerRedemptions.id) })
      .from(offers)
      .leftJoin(offerRedemptions, eq(offerRedemptions.offerId, offers.id))
      .groupBy(offers.id)
      .$dynamic();
  // The table's CHECK constraints hold these to the listed values.
  const toRecord = (r: { offer: OfferRow; redemptions: number }): StaffOfferRecord => ({
    ...r.offer,
    discountType: r.offer.discountType as StaffOfferRecord['discountType'],
    appliesTo: r.offer.appliesTo as StaffOfferRecord['appliesTo'],
    segment: r.offer.segment ?? null,
    redemptions: r.redemptions,
  });

  return {
    /** Newest first. */
    async list(ex: Executor): Promise<StaffOfferRecord[]> {
      const rows = await withRedemptions(ex)
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(STAFF_OFFERS_MAX);
      return rows.map(toRecord);
    },

    async find(ex: Executor, id: string): Promise<StaffOfferRecord | null> {
      const [row] = await withRedemptions(ex).where(eq(offers.id, id));
      return row ? toRecord(row) : null;
    },

    /** Locks the offer for the rest of the transaction (checkout's use of it waits). */
    async lock(ex: Executor, id: string): Promise<boolean> {
      const rows = await ex
        .select({ id: offers.id })
        .from(offers)
        .where(eq(offers.id, id))
        .for('update');
      return rows.length > 0;
    },

    codeTaken: (ex: Executor, code: string, exceptId?: string): Promise<boolean> =>
      rowExists(
        ex,
        offers,
        exceptId ? and(eq(offers.code, code), ne(offers.id, exceptId)) : eq(offers.code, code),
      ),

    async insert(ex: Executor, values: OfferValues): Promise<string> {
      const [row] = await ex.insert(offers).values(values).returning({ id: offers.id });
      return row!.id;
    },

    async update(ex: Executor, id: string, values: Partial<OfferValues>): Promise<void> {
      await ex.update(offers).set(values).where(eq(offers.id, id));
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
