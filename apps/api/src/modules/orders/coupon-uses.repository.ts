import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offerRedemptions, offers } from '../../db/schema/index';

/**
 * A coupon's uses: one `offer_redemptions` row per order that holds one, and the offer's
 * `times_used` counter beside it. Both change under the same locks (docs/decisions/0039): the
 * customer's cart lock, taken first by the caller, and the offer's row, taken by the
 * conditional update here.
 */
export function createCouponUsesRepository() {
  return {
    /** How many of the customer's orders hold a use of the offer now. */
    async customerUses(ex: Executor, offerId: string, userId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(offerRedemptions)
        .where(and(eq(offerRedemptions.offerId, offerId), eq(offerRedemptions.userId, userId)));
      return row?.n ?? 0;
    },

    /**
     * Counts one use of the offer if it is still running and under its total limit, in one
     * conditional update: parallel checkouts wait on the row and re-check, so the limit holds.
     * False when refused (nothing changed).
     */
    async claim(ex: Executor, offerId: string, now: Date): Promise<boolean> {
      const rows = await ex
        .update(offers)
        .set({ timesUsed: sql`${offers.timesUsed} + 1`, updatedAt: now })
        .where(
          and(
            eq(offers.id, offerId),
            eq(offers.isActive, true),
            sql`(${offers.usageLimitTotal} IS NULL OR ${offers.timesUsed} < ${offers.usageLimitTotal})`,
            sql`(${offers.startsAt} IS NULL OR ${offers.startsAt} <= ${now.toISOString()}::timestamptz)`,
            sql`(${offers.endsAt} IS NULL OR ${offers.endsAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: offers.id });
      return rows.length > 0;
    },

    /** The claimed use, tied to its order (what the per-customer limit counts). */
    async record(
      ex: Executor,
      input: { offerId: string; userId: string; orderId: string },
    ): Promise<void> {
      await ex.insert(offerRedemptions).values(input);
    },

    /**
     * Gives back the use the order holds, if it holds one: its row goes and the offer's counter
     * drops by one (never below zero). Deleting the row is what makes it once only: a second
     * call finds none. True when a use was given back.
     */
    async giveBack(ex: Executor, orderId: string, now: Date): Promise<boolean> {
      const [held] = await ex
        .delete(offerRedemptions)
        .where(eq(offerRedemptions.orderId, orderId))
        .returning({ offerId: offerRedemptions.offerId });
      if (!held) return false;
      await ex
        .update(offers)
        .set({ timesUsed: sql`${offers.timesUsed} - 1`, updatedAt: now })
        .where(and(eq(offers.id, held.offerId), gt(offers.timesUsed, 0)));
      return true;
    },
  };
}

export type CouponUsesRepository = ReturnType<typeof createCouponUsesRepository>;
