import type { Database } from '../../db/client';
import { createPeriodicJob } from '../../jobs/periodic-job';
import type { PaymentOrders } from './order-port';
import type { PaymentLinkRow, PaymentsRepository } from './payments.repository';
import type { PaymentsService } from './payments.service';
import type { PaymentGateway } from './payment-gateway';

/** Orders one run looks at at most (oldest deadline first; the next run takes the rest). */
const ORDERS_PER_RUN = 100;

/**
 * The reconciliation job (issue 20, item 3): asks the provider about every order still awaiting
 * payment, so a lost webhook never leaves a paid order unseen, and expires the unpaid ones, asking
 * the provider first (and cancelling their links) so a payment just made is never expired over.
 * Orders that stopped waiting with a link still open are settled too (issue 31, item 3).
 * Safe on several instances: every change re-checks the order under its row lock, and refunds
 * are taken with SKIP LOCKED.
 */
export function createPaymentReconciliation(deps: {
  db: Database;
  gateway: PaymentGateway;
  service: PaymentsService;
  orders: PaymentOrders;
  payments: PaymentsRepository;
  log: (err: unknown, message: string) => void;
  now?: () => Date;
}) {
  const { db, gateway, orders, payments } = deps;
  const now = deps.now ?? (() => new Date());

  /** What the provider knows of the order's links: any captured payment is applied. */
  async function askProvider(orderId: string): Promise<void> {
    for (const link of await payments.linksOf(db, orderId)) {
      // Only open links can take a payment (a paid one took ours, a cancelled one none).
      if (link.status !== 'created') continue;
      const held = await gateway.paymentsOf(link.id);
      if (held.providerOrderId) await payments.noteProviderOrder(db, link.id, held.providerOrderId);
      for (const payment of held.payments) {
        await deps.service.applyPayment(link.id, payment);
      }
    }
  }

  /**
   * An order that stopped waiting (cancelled, rejected, expired, switched to cash) with a link
   * still open on our side: a cancel the provider did not confirm, so the link may still be
   * paid (issue 31, item 3). What it took is applied (refunded: no order keeps it), then the
   * link is closed, or marked as the provider has it.
   */
  async function settleEnded(orderId: string): Promise<void> {
    const order = await orders.find(db, orderId);
    if (!order || order.status === 'awaiting_payment') return;
    for (const link of await payments.linksOf(db, orderId)) {
      if (link.status !== 'created') continue;
      const held = await gateway.paymentsOf(link.id);
      if (held.providerOrderId) await payments.noteProviderOrder(db, link.id, held.providerOrderId);
      for (const payment of held.payments) await deps.service.applyPayment(link.id, payment);
      if (held.status !== 'open') {
        await payments.setLinkStatus(db, link.id, held.status === 'paid' ? 'paid' : 'cancelled');
      }
    }
    // Still open: closed now (a payment made meanwhile fails the close: the next run sees it).
    await deps.service.refunds.cancelOpenLinks(orderId);
  }

  /**
   * A tab's attempt still open (decision 0100): what it took is applied (a lost webhook), and
   * one the provider closed (expired, cancelled) is marked so: the tab is payable again.
   */
  async function settleTabLink(link: PaymentLinkRow): Promise<void> {
    const held = await gateway.paymentsOf(link.id);
    if (held.providerOrderId) await payments.noteProviderOrder(db, link.id, held.providerOrderId);
    for (const payment of held.payments) await deps.service.applyPayment(link.id, payment);
    if (held.status !== 'open' && (await payments.link(db, link.id))?.status === 'created') {
      // Paid at the provider but not kept by the tab (refunded): not "paid" here.
      await payments.setLinkStatus(db, link.id, held.status === 'paid' ? 'unmatched' : 'expired');
    }
  }

  /** One pass: every order awaiting payment, then the refunds still to send. */
  async function runOnce(): Promise<void> {
    for (const id of await orders.awaitingIds(db, ORDERS_PER_RUN)) {
      try {
        await askProvider(id);
        const order = await orders.find(db, id);
        if (
          order?.status === 'awaiting_payment' &&
          order.paymentExpiresAt &&
          order.paymentExpiresAt <= now()
        ) {
          // No payment may land after the order expired: close its links, ask once more.
          await deps.service.refunds.cancelOpenLinks(id);
          await askProvider(id);
          // The order module expires it (its lifecycle: coupon back, history, audit, event).
          await orders.expire(id);
        }
      } catch (error) {
        deps.log(error, 'payment reconciliation failed for an order; next run retries');
      }
    }
    for (const id of await payments.ordersWithOpenLinks(db, ORDERS_PER_RUN)) {
      try {
        await settleEnded(id);
      } catch (error) {
        deps.log(error, 'payment reconciliation failed for an ended order; next run retries');
      }
    }
    for (const link of await payments.openTabLinks(db, ORDERS_PER_RUN)) {
      try {
        await settleTabLink(link);
      } catch (error) {
        deps.log(error, 'payment reconciliation failed for a tab; next run retries');
      }
    }
    // After any sent in the background (a cancel's), so none is skipped as held by it.
    await deps.service.settled();
    await deps.service.refunds.processPending();
  }

  const job = createPeriodicJob({
    run: runOnce,
    onError: (err) => deps.log(err, 'payment reconciliation failed'),
  });
  return {
    runOnce,
    /** Runs every `seconds` (a run never overlaps the previous one on this instance). */
    start: (seconds: number) => job.start(seconds),
    async stop() {
      await job.stop();
      await deps.service.settled();
    },
  };
}
