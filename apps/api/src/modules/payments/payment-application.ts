import type { PaymentReturnOutcome } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { PaymentOrders } from './order-port';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentGateway, ReportedPayment } from './payment-gateway';
import { providerActor, requestRefund } from './refund-request';

/** Applying a reported payment to its order (decision 0061), for the service and the job. */
export function createPaymentApplication(deps: {
  db: Database;
  gateway: Pick<PaymentGateway, 'provider' | 'label'>;
  orders: PaymentOrders;
  payments: PaymentsRepository;
  audit: AuditLog;
  processRefundsSoon: () => void;
}) {
  const { db, gateway, orders, payments, audit, processRefundsSoon } = deps;

  /**
   * Applies what the provider says of a payment made on one of our links, once: accepted for an
   * order awaiting exactly it, refunded otherwise. `eventId` (a webhook's) is claimed in the
   * same transaction: a second delivery changes nothing. Null when the link is not ours.
   */
  async function applyPayment(
    linkId: string,
    payment: ReportedPayment,
    eventId?: { id: string; event: string },
  ): Promise<{ orderId: string; outcome: PaymentReturnOutcome } | null> {
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
      const verdict = await orders.paymentReported(tx, link.orderId, payment, {
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
    const order = result?.order ?? (await orders.find(db, link.orderId))!;
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
