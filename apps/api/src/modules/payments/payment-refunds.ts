import type { OrderStatus, RefundStatus } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentOrder, PaymentOrders } from './order-port';
import type { PaymentsRepository, RefundRow } from './payments.repository';
import { ProviderError, type PaymentGateway, type ReportedRefund } from './payment-gateway';
import { closeOpenLinks } from './close-links';
import { isOurRefund, recordOutsideRefund } from './outside-refunds';
import { refundBalance } from './refund-balance';
import { providerActor, refundSettledOnOrder, requestRefund } from './refund-request';
import { auditTabRefund, recordOutsideTabRefund } from './tab-refunds';
import type { PaymentTabs } from './tab-port';

type Subject = Pick<RefundRow, 'orderId' | 'tabId'>;

/** Refund rows one run sends at most (the job comes back for the rest). */
const REFUNDS_PER_RUN = 50;
/** How long a sender's claim holds: past its provider calls' timeouts (10 s each). */
const CLAIM_MS = 60_000;

/**
 * Refunds (issue 20, item 4): a row per provider payment, written in the transaction that
 * decided it (the unique key makes it once); sent to the provider after commit with the row's
 * id as its receipt, so a retry after a lost answer finds the refund instead of making another.
 */
export function createPaymentRefunds(deps: {
  db: Database;
  gateway: PaymentGateway;
  orders: PaymentOrders;
  payments: PaymentsRepository;
  audit: AuditLog;
  /** The dine-in module's side, once bound: a tab's refund is told to its staff views. */
  tabs: () => PaymentTabs | undefined;
  log: (err: unknown, message: string) => void;
  now: () => Date;
}) {
  const { db, gateway, orders, payments, audit, now } = deps;
  const actor = providerActor(gateway);

  /**
   * The refund's state; on the order too when it is the order's own payment, or on the tab's
   * audit (decision 0100). True when its subject's views should hear of it.
   */
  async function settle(
    tx: Executor,
    row: RefundRow,
    provider: ReportedRefund | null,
    failureReason: string | null = null,
  ) {
    const status: RefundStatus = provider ? provider.status : 'failed';
    const at = now();
    await payments.setRefund(
      tx,
      row.id,
      { status, providerRefundId: provider?.id ?? row.providerRefundId, failureReason },
      at,
    );
    if (row.tabId !== null) {
      const settled = { status, refund: provider, failureReason };
      await auditTabRefund(deps, tx, { ...row, tabId: row.tabId }, settled);
      return status !== 'pending';
    }
    // The order module puts it on the order when it is the order's own payment.
    // One subject per row (the check `payment_refunds_one_subject`): an order here.
    const { order, own } = await refundSettledOnOrder(deps, tx, {
      ...row,
      orderId: row.orderId!,
      status,
    });
    if (status !== 'pending') {
      await audit.record(tx, actor, {
        action: status === 'refunded' ? 'payment.refunded' : 'payment.refund_failed',
        entityType: 'order',
        entityId: order.id,
        after: {
          number: order.number,
          payment: row.providerPaymentId,
          refund: provider?.id ?? null,
          amountMinor: row.amountMinor,
          reason: row.reason,
          ...(failureReason ? { providerReason: failureReason } : {}),
        },
      });
    }
    return own && status !== 'pending';
  }

  /** After commit: the order's stream, or the tab's staff views. */
  const publish = async (row: Subject) => {
    if (row.tabId !== null) await deps.tabs()?.refundChanged(db, row.tabId);
    else if (row.orderId !== null) await orders.publish(row.orderId);
  };

  /**
   * Sends one pending refund (or asks after one sent before), skipped if another sender holds
   * it: claim, commit, call the provider, settle (issue 31, item 3). No transaction is open while
   * the provider answers, however late: the embedded database's one connection stays free.
   */
  async function processOne(id: string): Promise<void> {
    const at = now();
    const row = await payments.claimPendingRefund(db, id, at, new Date(at.getTime() + CLAIM_MS));
    if (!row) return;
    let refund: ReportedRefund | null = null;
    let refusal: string | null = null;
    try {
      refund = await gateway.findRefund(row.providerPaymentId, row.id, row.providerRefundId);
      if (!refund) {
        try {
          refund = await gateway.refund(row.providerPaymentId, row.amountMinor, row.id);
        } catch (error) {
          // Refused for good (issue 31, item 3): failed now, with the provider's words; staff
          // may retry. A 429, a 5xx or no answer is asked again by the job.
          if (!(error instanceof ProviderError) || !error.refused) throw error;
          refusal = error.reason ?? error.message;
          deps.log(error, 'refund refused by the provider');
        }
      }
    } catch (error) {
      await payments.releaseRefund(db, id);
      throw error;
    }
    const changed = await db.transaction(async (tx) => {
      const current = await payments.lockRefund(tx, id);
      // A webhook may have settled it while the provider was asked.
      if (!current || current.status !== 'pending') return null;
      return (await settle(tx, current, refund, refusal)) ? current : null;
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

    /**
     * A refund's state reported by webhook (refund.created, .processed, .failed), once per
     * event; one we did not make is recorded as made outside (issue 31, item 3).
     */
    async applyRefundEvent(
      paymentId: string,
      refund: ReportedRefund,
      claim: { id: string; event: string },
    ): Promise<void> {
      const changed = await db.transaction(async (tx): Promise<Subject | null> => {
        if (
          !(await payments.claimEvent(tx, {
            provider: gateway.provider,
            eventId: claim.id,
            event: claim.event,
          }))
        ) {
          return null;
        }
        const rows = await payments.refundsOfPayment(tx, paymentId);
        // Ours (by our key or its id), or one made outside learnt before (created, processed).
        const row = rows.find((r) => isOurRefund(r, refund) || r.providerRefundId === refund.id);
        if (!row) {
          // A tab's payment (one it sent back, or kept) refunded in the dashboard: on the tab.
          const tabId = rows[0]?.tabId ?? (await payments.tabOfPayment(tx, paymentId));
          if (tabId) {
            await recordOutsideTabRefund(deps, tx, tabId, paymentId, refund);
            return { orderId: null, tabId };
          }
          const orderId = await recordOutsideRefund(deps, tx, rows, paymentId, refund);
          return orderId ? { orderId, tabId: null } : null;
        }
        if (row.status !== 'pending') return null;
        return (await settle(tx, row, refund)) ? row : null;
      });
      if (changed) await publish(changed);
    },

    /**
     * In a cancel's or reject's transaction, on the locked order: a paid online order gets its
     * refund row (once). True when this call made it (the order then shows refund_pending).
     */
    async onOrderEnded(tx: Executor, order: PaymentOrder, to: OrderStatus): Promise<boolean> {
      if (!order.providerPaymentId) return false;
      // What staff refunded already is not sent back twice (decision 0080).
      const { promisedMinor } = refundBalance(
        await payments.refundsOfPayment(tx, order.providerPaymentId),
      );
      const amountMinor = order.totalMinor - promisedMinor;
      if (amountMinor <= 0) return false;
      return requestRefund({ payments, audit, gateway }, tx, order, {
        providerPaymentId: order.providerPaymentId,
        amountMinor,
        reason: to,
      });
    },

    /** A payment's refunds, summed (the staff refund's limit, the order's view). */
    async balanceOf(ex: Executor, paymentId: string) {
      const rows = await payments.refundsOfPayment(ex, paymentId);
      return { rows, ...refundBalance(rows) };
    },

    /**
     * Staff refund (decision 0080), in the caller's transaction on the order it locked and
     * checked: the row and the audit entry. Sent after commit with `send`.
     */
    async requestByStaff(
      tx: Executor,
      order: PaymentOrder & { providerPaymentId: string },
      refund: { amountMinor: number; reason: string; actorId: string; retryOf?: string },
    ): Promise<RefundRow | null> {
      const row = await payments.addStaffRefund(tx, {
        orderId: order.id,
        provider: gateway.provider,
        providerPaymentId: order.providerPaymentId,
        amountMinor: refund.amountMinor,
        reason: refund.reason,
        requestedBy: refund.actorId,
        retryOf: refund.retryOf ?? null,
      });
      if (!row) return null;
      await audit.record(
        tx,
        { id: refund.actorId },
        {
          action: refund.retryOf ? 'payment.refund_retried' : 'payment.refund_requested',
          entityType: 'order',
          entityId: order.id,
          after: {
            number: order.number,
            payment: order.providerPaymentId,
            amountMinor: refund.amountMinor,
            reason: refund.reason,
            ...(refund.retryOf ? { retryOf: refund.retryOf } : {}),
          },
        },
      );
      return row;
    },

    /** After commit: one refund sent now (a provider that is down leaves it to the job). */
    async send(id: string): Promise<void> {
      try {
        await processOne(id);
      } catch (error) {
        deps.log(error, 'refund not sent; the reconciliation job retries');
      }
    },

    /** Cancels the order's open links at the provider, so nobody pays a closed order. */
    async cancelOpenLinks(orderId: string): Promise<void> {
      await closeOpenLinks(deps, await payments.linksOf(db, orderId));
    },
  };
}
