import type { OrderStatus, RefundStatus } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentOrder, PaymentOrders } from './order-port';
import type { PaymentsRepository, RefundRow } from './payments.repository';
import type { RazorpayGateway, RazorpayRefund } from './razorpay-gateway';
import { PROVIDER_ACTOR, requestRefund } from './refund-request';

/** Refund rows one run sends at most (the job comes back for the rest). */
const REFUNDS_PER_RUN = 50;

const refundStateOf = (status: string): RefundStatus =>
  status === 'processed' ? 'refunded' : status === 'failed' ? 'failed' : 'pending';

/**
 * Refunds (issue 20, item 4): a row per provider payment, written in the transaction that
 * decided it (the unique key makes it once); sent to the provider after commit with the row's
 * id as its receipt, so a retry after a lost answer finds the refund instead of making another.
 */
export function createPaymentRefunds(deps: {
  db: Database;
  gateway: RazorpayGateway;
  orders: PaymentOrders;
  payments: PaymentsRepository;
  audit: AuditLog;
  log: (err: unknown, message: string) => void;
  now: () => Date;
}) {
  const { db, gateway, orders, payments, audit, now } = deps;

  /** The refund's state; on the order too when it is the order's own payment. */
  async function settle(tx: Executor, row: RefundRow, provider: RazorpayRefund | null) {
    const status = provider ? refundStateOf(provider.status) : 'failed';
    const at = now();
    await payments.setRefund(tx, row.id, { status, providerRefundId: provider?.id ?? null }, at);
    // The order module puts it on the order when it is the order's own payment.
    const { order, own } = await orders.refundSettled(
      tx,
      row.orderId,
      row.providerPaymentId,
      status,
    );
    if (status !== 'pending') {
      await audit.record(tx, PROVIDER_ACTOR, {
        action: status === 'refunded' ? 'payment.refunded' : 'payment.refund_failed',
        entityType: 'order',
        entityId: order.id,
        after: {
          number: order.number,
          payment: row.providerPaymentId,
          refund: provider?.id ?? null,
          amountMinor: row.amountMinor,
          reason: row.reason,
        },
      });
    }
    return own && status !== 'pending';
  }

  const publish = (orderId: string) => orders.publish(orderId);

  /** Sends one pending refund (or asks after one sent before); skipped if another holds it. */
  async function processOne(id: string): Promise<void> {
    const changed = await db.transaction(async (tx) => {
      const row = await payments.lockPendingRefund(tx, id);
      if (!row) return null;
      const made = (await gateway.refundsOf(row.providerPaymentId)).find(
        (r) => r.id === row.providerRefundId || r.receipt === row.id,
      );
      const refund = made ?? (await gateway.refund(row.providerPaymentId, row.amountMinor, row.id));
      return (await settle(tx, row, refund)) ? row.orderId : null;
    });
    if (changed) await publish(changed);
  }

  return {
    async processPending(): Promise<void> {
      for (const id of await payments.pendingRefundIds(db, REFUNDS_PER_RUN)) {
        try {
          await processOne(id);
        } catch (error) {
          deps.log(error, 'refund not sent; the reconciliation job retries');
        }
      }
    },

    /** refund.processed / refund.failed, once per event id. */
    async applyRefundEvent(
      refund: { id: string; payment_id: string; status: string },
      claim: { id: string; event: string },
    ): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        if (
          !(await payments.claimEvent(tx, {
            provider: 'razorpay',
            eventId: claim.id,
            event: claim.event,
          }))
        ) {
          return null;
        }
        const row = await payments.refundOfPayment(tx, refund.payment_id);
        if (!row || row.status !== 'pending') return null;
        const status = claim.event === 'refund.failed' ? 'failed' : refund.status;
        return (await settle(tx, row, { ...refund, status } as RazorpayRefund))
          ? row.orderId
          : null;
      });
      if (changed) await publish(changed);
    },

    /**
     * In a cancel's or reject's transaction, on the locked order: a paid online order gets its
     * refund row (once). True when this call made it (the order then shows refund_pending).
     */
    async onOrderEnded(tx: Executor, order: PaymentOrder, to: OrderStatus): Promise<boolean> {
      if (order.paymentStatus !== 'paid' || !order.providerPaymentId) return false;
      return requestRefund({ payments, audit }, tx, order, {
        providerPaymentId: order.providerPaymentId,
        amountMinor: order.totalMinor,
        reason: to,
      });
    },

    /** Cancels the order's open links at the provider, so nobody pays a closed order. */
    async cancelOpenLinks(orderId: string): Promise<void> {
      for (const link of await payments.linksOf(db, orderId)) {
        if (link.status !== 'created') continue;
        try {
          await gateway.cancelLink(link.id);
          await payments.setLinkStatus(db, link.id, 'cancelled');
        } catch (error) {
          // Paid meanwhile (the payment will be refunded when it is reported), or unreachable.
          deps.log(error, 'payment link not cancelled');
        }
      }
    },
  };
}
