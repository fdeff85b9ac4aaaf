import type { PaymentReturnOutcome } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentOrders } from './order-port';
import type { PaymentLinkRow, PaymentsRepository } from './payments.repository';
import type { PaymentGateway, ReportedPayment } from './payment-gateway';
import { providerActor, requestRefund } from './refund-request';
import type { PaymentTabs } from './tab-port';
import { requestTabRefund } from './tab-refunds';

type EventClaim = { id: string; event: string };
/** What a payment came to: on its order (as before) or its tab (decision 0100). */
export type AppliedPayment =
  | { orderId: string; tabId?: undefined; outcome: PaymentReturnOutcome }
  | { orderId?: undefined; tabId: string; outcome: PaymentReturnOutcome };

/** Applying a reported payment to its order (decision 0061), for the service and the job. */
export function createPaymentApplication(deps: {
  db: Database;
  gateway: Pick<PaymentGateway, 'provider' | 'label'>;
  orders: PaymentOrders;
  payments: PaymentsRepository;
  audit: AuditLog;
  processRefundsSoon: () => void;
  /** The dine-in module's side, once it is built (absent: no tab is paid online). */
  tabs: () => PaymentTabs | undefined;
}) {
  const { db, gateway, orders, payments, audit, processRefundsSoon } = deps;

  /**
   * A tab's payment (decision 0100), once: the event claimed and the link read again on the
   * locked tab, so a return and a webhook together apply it once. The dine-in module decides.
   */
  async function applyTabPayment(
    link: PaymentLinkRow & { tabId: string },
    payment: ReportedPayment,
    eventId?: EventClaim,
  ): Promise<AppliedPayment> {
    const tabs = deps.tabs();
    if (!tabs) throw new Error('A tab payment arrived before the dine-in module was bound');
    const verdict = await db.transaction(async (tx) => {
      const claim = eventId && {
        provider: gateway.provider,
        eventId: eventId.id,
        event: eventId.event,
      };
      if (claim && !(await payments.claimEvent(tx, claim))) return null;
      await tabs.lock(tx, link.tabId);
      const now = await payments.link(tx, link.id);
      // Applied before (the return, then its webhook): the link names that payment. Another
      // payment on a paid link goes to the tab's verdict like any other.
      if (now?.providerPaymentId === payment.id) return { accepted: true, paid: true };
      // Judged before and sent back (another event for it): not judged, nor audited, again.
      if ((await payments.refundsOfPayment(tx, payment.id)).some((r) => r.tabId === link.tabId)) {
        return { accepted: false, paid: false };
      }
      const told = await tabs.paymentReported(tx, link.tabId, payment, {
        amountMinor: link.amountMinor,
        currency: link.currency,
        reporter: providerActor(gateway),
      });
      if (told.accepted) await payments.setLinkPaid(tx, link.id, payment.id);
      // What the tab did not keep goes back (once per payment: the refunds' unique key).
      const refunded =
        told.refund !== undefined &&
        (await requestTabRefund({ payments, audit, gateway }, tx, link.tabId, {
          providerPaymentId: payment.id,
          ...told.refund,
        }));
      return { ...told, refunded };
    });
    if (verdict && 'committed' in verdict) verdict.committed?.();
    if (verdict && 'refunded' in verdict && verdict.refunded) processRefundsSoon();
    // An event applied before: its verdict is the link's state now.
    const kept = verdict
      ? verdict.accepted
      : (await payments.link(db, link.id))?.providerPaymentId === payment.id;
    // Not kept but refunded (now or by an event before): the guest is told it is coming back.
    const refunding =
      !kept &&
      payment.status === 'captured' &&
      (await payments.refundsOfPayment(db, payment.id)).some((r) => r.tabId === link.tabId);
    const outcome: PaymentReturnOutcome = kept
      ? 'paid'
      : refunding
        ? 'refunded'
        : payment.status === 'other'
          ? 'pending'
          : 'failed';
    return { tabId: link.tabId, outcome };
  }

  /**
   * Applies what the provider says of a payment made on one of our links, once: accepted for an
   * order awaiting exactly it, refunded otherwise. `eventId` (a webhook's) is claimed in the
   * same transaction: a second delivery changes nothing. Null when the link is not ours.
   */
  async function applyPayment(
    linkId: string,
    payment: ReportedPayment,
    eventId?: EventClaim,
  ): Promise<AppliedPayment | null> {
    const link = await payments.link(db, linkId);
    if (!link) {
      if (eventId)
        await payments.claimEvent(db, {
          provider: gateway.provider,
          eventId: eventId.id,
          event: eventId.event,
        });
      return null;
    }
    if (link.tabId !== null)
      return applyTabPayment({ ...link, tabId: link.tabId }, payment, eventId);
    const orderId = link.orderId!;
    const result = await db.transaction(async (tx) => {
      if (
        eventId &&
        !(await payments.claimEvent(tx, {
          provider: gateway.provider,
          eventId: eventId.id,
          event: eventId.event,
        }))
      ) {
        return null;
      }
      // The order module decides what the payment means, on the order read once under its lock.
      const verdict = await orders.paymentReported(tx, orderId, payment, {
        currency: link.currency,
        reporter: providerActor(gateway),
      });
      if (verdict.accepted) await payments.setLinkStatus(tx, link.id, 'paid');
      const refund =
        verdict.refund !== null &&
        (await requestRefund({ payments, audit, gateway }, tx, verdict.order, {
          providerPaymentId: payment.id,
          amountMinor: payment.amountMinor,
          reason: verdict.refund,
        }));
      return { ...verdict, refund };
    });
    await result?.committed?.();
    if (result?.refund) processRefundsSoon();
    // Read again only for an event applied before (its verdict is not ours to see).
    const order = result?.order ?? (await orders.find(db, orderId))!;
    const outcome: PaymentReturnOutcome =
      order.providerPaymentId === payment.id
        ? 'paid'
        : payment.status === 'failed' || result?.refund
          ? 'failed'
          : 'pending';
    return { orderId: order.id, outcome };
  }

  return applyPayment;
}
