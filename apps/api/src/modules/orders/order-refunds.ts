import {
  ErrorCode,
  fromMinor,
  restaurantFormat,
  STAFF_REFUNDABLE_STATUSES,
  toMinor,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { PaymentsService } from '../payments/payments.service';
import { refundBalance } from '../payments/refund-balance';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { OrderStatusRepository } from './order-status.repository';
import type { OrderRefundRow, OrderRow, OrdersRepository } from './orders.repository';

const refused = (message: string) => conflict(message, ErrorCode.RefundRefused);
/** Money that came in online and stays in (or is being given back): not failed, not expired. */
const PAID_STATES = new Set(['paid', 'refund_pending', 'refund_failed']);

/**
 * Why an admin may not refund this order now (decision 0080), or null: then up to `remaining`
 * minor units. Pure, so the board's `refundable` and the refund itself say the same.
 */
export function staffRefundLimit(
  order: OrderRow,
  refunds: readonly OrderRefundRow[],
): { refusal: string; remainingMinor: 0 } | { refusal: null; remainingMinor: number } {
  const no = (refusal: string) => ({ refusal, remainingMinor: 0 as const });
  if (order.paymentMethod !== 'online') {
    return no(
      'Only an order paid online can be refunded here: give a cash order’s money back in cash.',
    );
  }
  if (!order.providerPaymentId || !PAID_STATES.has(order.paymentStatus)) {
    return no(
      order.paymentStatus === 'refunded'
        ? 'This order has been refunded in full already.'
        : 'This order was not paid online, so there is nothing to refund.',
    );
  }
  if (!STAFF_REFUNDABLE_STATUSES.includes(order.status)) {
    return no(
      'Only an order the kitchen accepted can be refunded here. Cancelling or rejecting a paid order refunds it in full by itself.',
    );
  }
  const remainingMinor = order.totalMinor - refundBalance(refunds).promisedMinor;
  if (remainingMinor <= 0) return no('This order has been refunded in full already.');
  return { refusal: null, remainingMinor };
}

/**
 * Refunds by staff (issue 31, item 4; decision 0080): checked and written on the locked order in
 * one transaction (the refund row, the audit entry, the order's payment state), sent to the
 * provider after commit through the payment port (claim, commit, call, settle), then published.
 */
export function createOrderRefunds(deps: {
  db: Database;
  orders: OrdersRepository;
  statuses: OrderStatusRepository;
  restaurant: RestaurantSettingsReader;
  payments: () => PaymentsService | undefined;
  publish: (orderId: string) => Promise<void>;
  now?: () => Date;
}) {
  const { db, orders, statuses } = deps;
  const now = deps.now ?? (() => new Date());
  const orderNotFound = () => notFound('We could not find that order.', ErrorCode.OrderNotFound);

  function payments(): PaymentsService {
    const service = deps.payments();
    if (!service) throw refused('Online payment is not set up, so no order was paid online.');
    return service;
  }

  /** Writes the refund in one transaction, then sends it and publishes the order. */
  async function make(
    orderId: string,
    write: (
      tx: Executor,
      order: OrderRow & { providerPaymentId: string },
      rows: OrderRefundRow[],
    ) => Promise<string>,
  ): Promise<void> {
    const service = payments();
    const refundId = await db.transaction(async (tx) => {
      const order = await orders.find(tx, orderId, { forUpdate: true });
      if (!order) throw orderNotFound();
      const rows = order.providerPaymentId
        ? (await service.refunds.balanceOf(tx, order.providerPaymentId)).rows
        : [];
      const id = await write(tx, order as OrderRow & { providerPaymentId: string }, rows);
      await statuses.setPaymentStatus(tx, order.id, 'refund_pending', now());
      return id;
    });
    await service.refunds.send(refundId);
    await deps.publish(orderId);
  }

  return {
    /** An admin refunds `amount` (major units) of a paid online order the kitchen accepted. */
    async refund(
      orderId: string,
      actorId: string,
      input: { amount: number; reason: string },
    ): Promise<void> {
      await make(orderId, async (tx, order, rows) => {
        const limit = staffRefundLimit(order, rows);
        if (limit.refusal !== null) throw refused(limit.refusal);
        const amountMinor = toMinor(input.amount);
        if (amountMinor > limit.remainingMinor) {
          const { price } = restaurantFormat(await deps.restaurant.settingsOrDefaults(tx));
          throw refused(
            `At most ${price(fromMinor(limit.remainingMinor))} of this order can still be refunded.`,
          );
        }
        const row = await payments().refunds.requestByStaff(tx, order, {
          amountMinor,
          reason: input.reason,
          actorId,
        });
        return row!.id;
      });
    },

    /** Staff ask again for a refund the provider refused: a new row, so a new provider key. */
    async retry(orderId: string, refundId: string, actorId: string): Promise<void> {
      await make(orderId, async (tx, order, rows) => {
        const failed = rows.find((r) => r.id === refundId);
        if (!failed) throw notFound('This order has no such refund.', ErrorCode.RefundNotFound);
        const balance = refundBalance(rows);
        if (!balance.retryable(refundId)) {
          throw refused('Only a refused refund can be retried, and only once: reload the order.');
        }
        // Refunded otherwise meanwhile (a new refund, a cancel's): never more than was paid.
        if (failed.amountMinor > order.totalMinor - balance.promisedMinor) {
          throw refused(
            'What remains of this order is less than this refund: refund the rest instead.',
          );
        }
        const row = await payments().refunds.requestByStaff(tx, order, {
          amountMinor: failed.amountMinor,
          reason: failed.reason,
          actorId,
          retryOf: failed.id,
        });
        if (!row) throw refused('This refund was retried already: reload the order.');
        return row.id;
      });
    },
  };
}
