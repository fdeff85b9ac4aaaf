import {
  ErrorCode,
  matchDeliveryArea,
  type PaymentStatus,
  type RefundStatus,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { AuditLog, NamedActor } from '../audit/audit-log';
import type { DeliveryAreasReader } from '../delivery-areas/delivery-areas.repository';
import type { CreditNotesService } from '../invoices/credit-notes.service';
import type { PaymentOrders, OrderVerdict } from '../payments/order-port';
import type { ReportedPayment } from '../payments/payment-gateway';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { cashRefusalText } from './cash-limits';
import { cashStepMinor, roundForCash } from './cash-rounding';
import type { Moved, OrderLifecycle } from './order-lifecycle';
import type { OrderStatusRepository } from './order-status.repository';
import { statusEventOf } from './orders.service';
import type { OrderRecord, OrderRow, OrdersRepository } from './orders.repository';
import { decideAcceptance } from './payment-acceptance';

const orderNotFound = () => notFound('We could not find that order.', ErrorCode.OrderNotFound);
const refundOnOrder: Record<RefundStatus, PaymentStatus> = {
  pending: 'refund_pending',
  refunded: 'refunded',
  failed: 'refund_failed',
};
/** The system's name in the audit log for the expiry (a payment landing: its provider's). */
const EXPIRY_SYSTEM = { role: 'system', label: 'Payment expiry' } as const;

/**
 * What payments' reports mean for an order (decision 0077): a captured payment places it (or is
 * refunded), a failed one is noted, an unpaid one expires, a customer switches to cash. Every
 * status move goes through the lifecycle; payments sees only the `PaymentOrders` port.
 */
export function createOrderPayments(deps: {
  db: Database;
  orders: OrdersRepository;
  statuses: OrderStatusRepository;
  lifecycle: OrderLifecycle;
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
  /** A delivery switched to cash keeps cash on delivery's limits (decision 0090). */
  deliveryAreas: DeliveryAreasReader;
  onChanged: (event: ReturnType<typeof statusEventOf>) => void;
  /** A staff refund went back, in its transaction: the customer's mail is queued (0080). */
  onStaffRefunded?: (
    tx: Executor,
    refund: { orderId: string; refundId: string; at: Date },
  ) => Promise<void>;
  /** GST credit notes (decision 0089), issued in the transaction that settles a refund. */
  creditNotes?: Pick<CreditNotesService, 'issueForRefund'>;
  now?: () => Date;
}) {
  const { db, orders, statuses, lifecycle } = deps;
  const now = deps.now ?? (() => new Date());
  const unchanged = (order: OrderRow): OrderVerdict => ({ order, accepted: false, refund: null });

  async function paymentReported(
    tx: Executor,
    orderId: string,
    payment: ReportedPayment,
    link: { currency: string; reporter: NamedActor },
  ): Promise<OrderVerdict> {
    const order = (await orders.find(tx, orderId, { forUpdate: true }))!;
    if (payment.status === 'failed') {
      if (order.status !== 'awaiting_payment' || order.paymentStatus !== 'pending') {
        return unchanged(order);
      }
      const after = (await statuses.setPaymentStatus(tx, order.id, 'failed', now()))!;
      await deps.audit.record(tx, link.reporter, {
        action: 'payment.failed',
        entityType: 'order',
        entityId: order.id,
        after: { number: order.number, payment: payment.id },
      });
      const event = statusEventOf(await orders.details(tx, after));
      return { ...unchanged(after), committed: async () => deps.onChanged(event) };
    }
    if (payment.status !== 'captured') return unchanged(order);
    const decision = decideAcceptance(order, payment, link.currency);
    if (decision.kind === 'already') return unchanged(order);
    if (decision.kind === 'refund') return { ...unchanged(order), refund: decision.reason };
    const moved = await lifecycle.transition(
      tx,
      order,
      'placed',
      { role: 'system', label: link.reporter.label },
      null,
      {
        payment: { paymentStatus: 'paid', providerPaymentId: payment.id },
        audit: {
          action: 'payment.paid',
          after: { providerPayment: payment.id, amountMinor: payment.amountMinor },
        },
      },
    );
    return {
      order: moved.order,
      accepted: true,
      refund: null,
      committed: () => lifecycle.committed(moved),
    };
  }

  const port: PaymentOrders = {
    find: (ex, orderId, ownerId) => orders.find(ex, orderId, { userId: ownerId }),
    findByPayment: (ex, providerPaymentId) => orders.findByPayment(ex, providerPaymentId),
    customer: async (ex, userId) => (await orders.customers(ex, [userId])).get(userId),
    awaitingIds: (ex, limit) => orders.awaitingIds(ex, limit),
    paymentReported,

    async refundSettled(tx, orderId, providerPaymentId, settled) {
      const order = (await orders.find(tx, orderId, { forUpdate: true }))!;
      const own = order.providerPaymentId === providerPaymentId;
      if (!own) return { order, own };
      const at = now();
      // A part refund (decision 0080) leaves the order paid; its refund shows beside it.
      const whole = settled.refundedMinor >= order.totalMinor;
      const paymentStatus =
        settled.status === 'refunded' && !whole ? 'paid' : refundOnOrder[settled.status];
      await statuses.setPaymentStatus(tx, order.id, paymentStatus, at);
      if (settled.refund.status === 'refunded') {
        const { id: refundId, amountMinor, reason } = settled.refund;
        await deps.creditNotes?.issueForRefund(
          tx,
          { orderId: order.id, refundId, amountMinor, reason },
          at,
        );
      }
      if (settled.refund.byStaff && settled.refund.status === 'refunded') {
        await deps.onStaffRefunded?.(tx, { orderId: order.id, refundId: settled.refund.id, at });
      }
      return { order, own };
    },

    async expire(orderId) {
      const moved = await db.transaction(async (tx) => {
        const order = await lifecycle.lock(tx, orderId, 'expired');
        if (!order || order.status !== 'awaiting_payment') return null;
        if (!order.paymentExpiresAt || order.paymentExpiresAt > now()) return null;
        return lifecycle.transition(tx, order, 'expired', EXPIRY_SYSTEM, 'Not paid in time', {
          audit: { action: 'order.expired' },
        });
      });
      if (moved) await lifecycle.committed(moved);
    },

    async publish(orderId) {
      const order = await orders.find(db, orderId);
      if (order) deps.onChanged(statusEventOf(await orders.details(db, order)));
    },
  };

  return {
    port,

    /** Switches an unpaid online order to paying on handover; a later payment is refunded. */
    async payOnHandover(orderId: string, ownerId: string): Promise<OrderRecord> {
      const { moved, record } = await db.transaction(async (tx) => {
        const order = await lifecycle.lock(tx, orderId, 'placed', ownerId);
        if (!order) throw orderNotFound();
        if (order.status !== 'awaiting_payment') {
          throw conflict(
            'This order is no longer waiting for a payment.',
            ErrorCode.TransitionRefused,
          );
        }
        const settings = await deps.restaurant.settingsOrDefaults(tx);
        // Cash is paid in whole units (decision 0051): the exact online total is rounded now.
        const cash = roundForCash(
          { ...order, totalMinor: order.totalMinor - order.roundingMinor },
          cashStepMinor(settings.currency),
        );
        if (order.fulfilment === 'delivery') {
          const area = matchDeliveryArea(
            await deps.deliveryAreas.list(tx),
            order.address?.postalCode ?? '',
          );
          const refusal = settings.paymentMethodsEnabled.includes('cash_on_delivery')
            ? cashRefusalText(cash, settings, area?.cashOnDelivery ?? true)
            : 'Cash on delivery is not available right now';
          if (refusal) {
            throw conflict(`${refusal}. Please pay online.`, ErrorCode.CheckoutProblem);
          }
        }
        // The system moves it, on its customer's word: customers never move an order forward.
        const moved: Moved = await lifecycle.transition(
          tx,
          order,
          'placed',
          { role: 'system', label: 'Customer', userId: ownerId },
          null,
          {
            payment: {
              paymentStatus: 'due_on_handover',
              paymentMethod: order.fulfilment === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup',
              totalMinor: cash.totalMinor,
              roundingMinor: cash.roundingMinor,
            },
          },
        );
        return { moved, record: await orders.details(tx, moved.order) };
      });
      await lifecycle.committed(moved);
      return record;
    },
  };
}
