import type { PaymentReturnOutcome } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { OrdersRepository } from '../orders/orders.repository';
import { decideAcceptance } from './payment-acceptance';
import type { PaymentsRepository } from './payments.repository';
import type { PaymentGateway, ReportedPayment } from './payment-gateway';
import { providerActor, requestRefund } from './refund-request';

/** Applying a reported payment to its order (decision 0061), for the service and the job. */
export function createPaymentApplication(deps: {
  db: Database;
  gateway: Pick<PaymentGateway, 'provider' | 'label'>;
  orders: OrdersRepository;
  payments: PaymentsRepository;
  audit: AuditLog;
  now: () => Date;
  publish: (orderId: string) => Promise<void>;
  processRefundsSoon: () => void;
}) {
  const { db, gateway, orders, payments, audit, now, publish, processRefundsSoon } = deps;
  const actor = providerActor(gateway);

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
        return { changed: false, refund: false };
      }
      const order = (await orders.find(tx, link.orderId, { forUpdate: true }))!;
      const at = now();
      if (payment.status === 'failed') {
        if (order.status !== 'awaiting_payment' || order.paymentStatus !== 'pending') {
          return { changed: false, refund: false };
        }
        await payments.setPayment(
          tx,
          order.id,
          'awaiting_payment',
          { paymentStatus: 'failed' },
          at,
        );
        await audit.record(tx, actor, {
          action: 'payment.failed',
          entityType: 'order',
          entityId: order.id,
          after: { number: order.number, payment: payment.id },
        });
        return { changed: true, refund: false };
      }
      if (payment.status !== 'captured') return { changed: false, refund: false };
      const decision = decideAcceptance(order, payment, link.currency);
      if (decision.kind === 'already') return { changed: false, refund: false };
      if (decision.kind === 'refund') {
        const made = await requestRefund({ payments, audit, gateway }, tx, order, {
          providerPaymentId: payment.id,
          amountMinor: payment.amountMinor,
          reason: decision.reason,
        });
        return { changed: false, refund: made };
      }
      await payments.setPayment(
        tx,
        order.id,
        'awaiting_payment',
        { status: 'placed', paymentStatus: 'paid', paidAt: at, providerPaymentId: payment.id },
        at,
      );
      await orders.addHistory(tx, {
        orderId: order.id,
        status: 'placed',
        reason: null,
        actorUserId: null,
        at,
      });
      await payments.setLinkStatus(tx, link.id, 'paid');
      await audit.record(tx, actor, {
        action: 'payment.paid',
        entityType: 'order',
        entityId: order.id,
        before: { number: order.number, status: order.status, payment: order.paymentStatus },
        after: {
          number: order.number,
          status: 'placed',
          payment: 'paid',
          providerPayment: payment.id,
          amountMinor: payment.amountMinor,
        },
      });
      return { changed: true, refund: false };
    });
    if (result.changed) await publish(link.orderId);
    if (result.refund) processRefundsSoon();
    const order = (await orders.find(db, link.orderId))!;
    const outcome: PaymentReturnOutcome =
      order.providerPaymentId === payment.id
        ? 'paid'
        : payment.status === 'failed' || result.refund
          ? 'failed'
          : 'pending';
    return { orderId: order.id, outcome };
  }

  return applyPayment;
}
