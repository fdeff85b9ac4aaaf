import type { OnlinePaymentProvider, RefundStatus } from '@ninetonine/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents, paymentLinks, paymentRefunds } from '../../db/schema/index';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** The system's refunds: what the partial unique key on the provider payment covers. */
const SYSTEM_REFUND = sql`${paymentRefunds.requestedBy} IS NULL AND ${paymentRefunds.retryOf} IS NULL AND ${paymentRefunds.madeOutside} = false`;

/** Payment links, applied provider events and refunds (the order's columns are the order module's). */
export function createPaymentsRepository() {
  return {
    /** Once: a provider answering a repeated idempotency key with the same attempt adds none. */
    async addLink(ex: Executor, link: typeof paymentLinks.$inferInsert): Promise<void> {
      await ex.insert(paymentLinks).values(link).onConflictDoNothing();
    },
    async link(ex: Executor, id: string): Promise<PaymentLinkRow | null> {
      const [row] = await ex.select().from(paymentLinks).where(eq(paymentLinks.id, id));
      return row ?? null;
    },
    /** The order's links, newest first. */
    async linksOf(ex: Executor, orderId: string): Promise<PaymentLinkRow[]> {
      return ex
        .select()
        .from(paymentLinks)
        .where(eq(paymentLinks.orderId, orderId))
        .orderBy(desc(paymentLinks.createdAt));
    },
    /** A tab's links (decision 0100), newest first. */
    async linksOfTab(ex: Executor, tabId: string): Promise<PaymentLinkRow[]> {
      return ex
        .select()
        .from(paymentLinks)
        .where(eq(paymentLinks.tabId, tabId))
        .orderBy(desc(paymentLinks.createdAt));
    },
    /** Tab links still open on our side, oldest first (reconciliation asks the provider). */
    async openTabLinks(ex: Executor, limit: number): Promise<PaymentLinkRow[]> {
      return ex
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.status, 'created'), isNotNull(paymentLinks.tabId)))
        .orderBy(asc(paymentLinks.createdAt))
        .limit(limit);
    },
    /** A tab's link took this payment (decision 0100). */
    async setLinkPaid(ex: Executor, id: string, providerPaymentId: string): Promise<void> {
      await ex
        .update(paymentLinks)
        .set({ status: 'paid', providerPaymentId })
        .where(eq(paymentLinks.id, id));
    },
    async setLinkStatus(ex: Executor, id: string, status: string): Promise<void> {
      await ex.update(paymentLinks).set({ status }).where(eq(paymentLinks.id, id));
    },
    /** Orders with a link still open on our side, oldest link first (reconciliation). */
    async ordersWithOpenLinks(ex: Executor, limit: number): Promise<string[]> {
      const rows = await ex
        .select({ orderId: paymentLinks.orderId })
        .from(paymentLinks)
        .where(and(eq(paymentLinks.status, 'created'), isNotNull(paymentLinks.orderId)))
        .orderBy(asc(paymentLinks.createdAt))
        .limit(limit);
      return [...new Set(rows.map((r) => r.orderId!))];
    },
    /** The link a provider's order belongs to (what a bare payment event names it by). */
    async linkByProviderOrder(
      ex: Executor,
      providerOrderId: string,
    ): Promise<PaymentLinkRow | null> {
      const [row] = await ex
        .select()
        .from(paymentLinks)
        .where(eq(paymentLinks.providerOrderId, providerOrderId));
      return row ?? null;
    },
    /** The tab whose link took this provider payment (decision 0100), if any. */
    async tabOfPayment(ex: Executor, providerPaymentId: string): Promise<string | null> {
      const [row] = await ex
        .select({ tabId: paymentLinks.tabId })
        .from(paymentLinks)
        .where(eq(paymentLinks.providerPaymentId, providerPaymentId))
        .limit(1);
      return row?.tabId ?? null;
    },
    /** Keeps the provider's order id of a link once it is known (never changed after). */
    async noteProviderOrder(ex: Executor, id: string, providerOrderId: string): Promise<void> {
      await ex
        .update(paymentLinks)
        .set({ providerOrderId })
        .where(and(eq(paymentLinks.id, id), isNull(paymentLinks.providerOrderId)));
    },

    /** Records a provider event; false when it was recorded before (apply nothing then). */
    async claimEvent(
      ex: Executor,
      event: { provider: OnlinePaymentProvider; eventId: string; event: string },
    ): Promise<boolean> {
      const rows = await ex
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return rows.length > 0;
    },

    /**
     * The system's refund of one provider payment, once: null when that payment already has one
     * (the partial unique key decides; staff refunds are not counted).
     */
    async addRefund(
      ex: Executor,
      refund: Omit<
        typeof paymentRefunds.$inferInsert,
        'id' | 'status' | 'requestedBy' | 'retryOf' | 'madeOutside'
      >,
    ): Promise<RefundRow | null> {
      const [row] = await ex
        .insert(paymentRefunds)
        .values(refund)
        .onConflictDoNothing({
          target: paymentRefunds.providerPaymentId,
          where: SYSTEM_REFUND,
        })
        .returning();
      return row ?? null;
    },
    /**
     * A refund made outside the shop, learnt from its webhook: a row each (the system's unique
     * key leaves them out), once per provider refund id (null when that refund has its row).
     */
    async addOutsideRefund(
      ex: Executor,
      refund: Omit<typeof paymentRefunds.$inferInsert, 'id' | 'madeOutside'>,
    ): Promise<RefundRow | null> {
      const [row] = await ex
        .insert(paymentRefunds)
        .values({ ...refund, madeOutside: true })
        .onConflictDoNothing({ target: paymentRefunds.providerRefundId })
        .returning();
      return row ?? null;
    },
    /**
     * A staff refund (decision 0080), or a staff retry of a refused one: null when that refund
     * was retried already (the unique `retry_of` decides).
     */
    async addStaffRefund(
      ex: Executor,
      refund: Omit<typeof paymentRefunds.$inferInsert, 'id' | 'status'> & { requestedBy: string },
    ): Promise<RefundRow | null> {
      const [row] = await ex
        .insert(paymentRefunds)
        .values(refund)
        .onConflictDoNothing({ target: paymentRefunds.retryOf })
        .returning();
      return row ?? null;
    },
    /** Every refund of a provider payment, oldest first. */
    async refundsOfPayment(ex: Executor, paymentId: string): Promise<RefundRow[]> {
      return ex
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.providerPaymentId, paymentId))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
    },
    /** The refunds of these tabs (decision 0100), oldest first. */
    async refundsOfTabs(ex: Executor, tabIds: readonly string[]): Promise<RefundRow[]> {
      if (tabIds.length === 0) return [];
      return ex
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.tabId, [...tabIds]))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
    },
    async refund(ex: Executor, id: string): Promise<RefundRow | null> {
      const [row] = await ex.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      return row ?? null;
    },
    /**
     * Claims one pending refund for this caller until `until` (committed on its own, before the
     * provider is called); null if none is left or another caller's claim still runs.
     */
    async claimPendingRefund(
      ex: Executor,
      id: string,
      at: Date,
      until: Date,
    ): Promise<RefundRow | null> {
      const [row] = await ex
        .update(paymentRefunds)
        .set({ claimedUntil: until })
        .where(
          and(
            eq(paymentRefunds.id, id),
            eq(paymentRefunds.status, 'pending'),
            or(isNull(paymentRefunds.claimedUntil), lte(paymentRefunds.claimedUntil, at)),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Gives a claim back (the provider failed): the next run may send it at once. */
    async releaseRefund(ex: Executor, id: string): Promise<void> {
      await ex.update(paymentRefunds).set({ claimedUntil: null }).where(eq(paymentRefunds.id, id));
    },
    /** The refund row, locked for the settling transaction. */
    async lockRefund(ex: Executor, id: string): Promise<RefundRow | null> {
      const [row] = await ex
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, id))
        .for('update');
      return row ?? null;
    },
    /** Ours still to send or ask after (one made outside is the provider's to finish). */
    async pendingRefundIds(ex: Executor, limit: number): Promise<string[]> {
      const rows = await ex
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.status, 'pending'), eq(paymentRefunds.madeOutside, false)))
        .orderBy(asc(paymentRefunds.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async setRefund(
      ex: Executor,
      id: string,
      set: {
        status: RefundStatus;
        providerRefundId?: string | null;
        failureReason?: string | null;
      },
      at: Date,
    ): Promise<void> {
      await ex
        .update(paymentRefunds)
        .set({ ...set, claimedUntil: null, updatedAt: at })
        .where(eq(paymentRefunds.id, id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
