import {
  ErrorCode,
  orderStatusLabels,
  transitionRefusal,
  undoRefusal,
  undoTarget,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
} from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import { conflict } from '../../http-error';
import type { AuditLog } from '../audit/audit-log';
import type { InvoicesService } from '../invoices/invoices.service';
import type { CartRepository } from '../cart/cart.repository';
import type { PaymentsService } from '../payments/payments.service';
import type { CouponUsesRepository } from './coupon-uses.repository';
import type { OrderPaymentChange, OrderStatusRepository } from './order-status.repository';
import type { NewOrder, OrderRow, OrdersRepository } from './orders.repository';
import type { Moved, TransitionActor, TransitionOptions } from './order-transition-types';
import { AUTO_ACCEPT } from './order-transition-types';

export type { Moved, TransitionActor, TransitionOptions } from './order-transition-types';

/** An order that ends without being fulfilled gives its coupon use back (decision 0039). */
export const givesCouponBack = (status: OrderStatus) =>
  status === 'cancelled' || status === 'rejected' || status === 'expired';
/** Paid online and not all given back: a staff refund (decision 0080) may be on its way. */
const moneyIn = (status: string) =>
  status === 'paid' || status === 'refund_pending' || status === 'refund_failed';
/** A cancel or reject: a paid order's money goes back (decision 0061). */
const endsPaid = (status: OrderStatus) => status === 'cancelled' || status === 'rejected';
/** Cash changes hands at the door or the counter: that is when its invoice is due. */
const handedOver = (status: OrderStatus) =>
  status === 'delivered' || status === 'picked_up' || status === 'served';

/**
 * The one owner of an order's status (decision 0077), as Vendure's OrderStateMachine: every
 * move is checked against the contract's machine and written, in the caller's transaction,
 * with its history row (which queues the mail), the coupon given back, the refund marked due
 * and the audit entry; `committed` publishes it after commit. Only this file calls
 * order-status.repository's status writes (orders-status-owner.unit.test.ts holds it).
 */
export function createOrderLifecycle(deps: {
  orders: OrdersRepository;
  statuses: OrderStatusRepository;
  couponUses: CouponUsesRepository;
  cart: Pick<CartRepository, 'lock'>;
  audit: AuditLog;
  onPlaced: (event: OrderEvent) => void;
  onChanged: (event: OrderEvent) => void;
  /** Online payment, when configured (bound late: it is built with the orders' side). */
  payments: () => Pick<PaymentsService, 'onOrderEnded' | 'afterOrderEnded' | 'refunds'> | undefined;
  /** Whether the restaurant accepts new orders of this fulfilment at once (its settings). */
  autoAccepts?: (ex: Executor, fulfilment: OrderRow['fulfilment']) => Promise<boolean>;
  /** GST tax invoices (decision 0082), issued in the move's transaction. */
  invoices?: Pick<InvoicesService, 'issue'>;
  now?: () => Date;
}) {
  const { orders, statuses } = deps;
  const now = deps.now ?? (() => new Date());
  const eventOf = (order: OrderRow, at: Date, reason: string | null): OrderEvent => ({
    orderId: order.id,
    number: order.number,
    status: order.status,
    at: at.toISOString(),
    reason,
    paymentStatus: order.paymentStatus,
  });

  /** Refused unless the machine lets `actor` make the move now (or it is a kitchen undo). */
  async function check(ex: Executor, order: OrderRow, to: OrderStatus, actor: OrderActor) {
    const refusal = transitionRefusal(order.status, to, order.fulfilment, actor);
    if (!refusal) return;
    // A kitchen undo: back to the status before its last step, shortly after it.
    if (actor !== 'staff' || undoTarget(order.status) !== to) {
      throw conflict(refusal, ErrorCode.TransitionRefused);
    }
    const { history } = await orders.details(ex, order);
    const undoRefused = undoRefusal(
      {
        from: order.status,
        to,
        previous: history.at(-2)?.status,
        stepAt: history.at(-1)?.at ?? order.updatedAt,
      },
      now(),
    );
    if (undoRefused) throw conflict(undoRefused, ErrorCode.TransitionRefused);
  }

  /**
   * Moves the locked `order` to `to` if the machine lets `actor`, in `ex`'s transaction: the
   * status with its money columns, the history row, the coupon given back, a paid order's
   * refund made due, the audit entry. 409 with the machine's words otherwise, nothing written.
   */
  async function move(
    ex: Executor,
    order: OrderRow,
    to: OrderStatus,
    actor: TransitionActor,
    reason: string | null,
    opts: TransitionOptions = {},
  ): Promise<Moved> {
    if (opts.seen && opts.seen !== order.status) {
      throw conflict(
        `Order ${order.number} was moved by someone else meanwhile: it is already ${orderStatusLabels[order.status].toLowerCase()}.`,
        ErrorCode.TransitionRefused,
      );
    }
    await check(ex, order, to, actor.role);
    // A move that follows another in the same transaction comes after it in the history.
    const at = opts.after ? new Date(Math.max(now().getTime(), opts.after.getTime() + 1)) : now();
    const payment: OrderPaymentChange = { ...opts.payment };
    if (payment.paymentStatus === 'paid') payment.paidAt = at;
    if (order.status === 'awaiting_payment' && givesCouponBack(to)) {
      // Never paid: it stops waiting.
      payment.paymentStatus = 'expired';
    } else if (endsPaid(to) && moneyIn(order.paymentStatus) && order.providerPaymentId) {
      const made = await deps.payments()?.onOrderEnded(ex, order, to);
      if (made) payment.paymentStatus = 'refund_pending';
    }
    const moved = await statuses.writeStatus(ex, order.id, order.status, to, at, payment);
    // The caller holds the row lock, so the order cannot have moved meanwhile.
    if (!moved) throw new Error(`order ${order.id} moved under its lock`);
    // An online order's invoice when its payment lands, a cash order's when it is handed
    // over (decision 0082): in this transaction, so a move that rolls back takes no serial.
    const paidNow = moved.paymentStatus === 'paid' && order.paymentStatus !== 'paid';
    if (paidNow || (handedOver(to) && moved.paymentMethod !== 'online')) {
      await deps.invoices?.issue(ex, moved, at);
    }
    const entered = await orders.addHistory(ex, {
      orderId: order.id,
      status: to,
      reason,
      actorUserId: actor.userId ?? null,
      at,
    });
    const couponBack = givesCouponBack(to) && (await deps.couponUses.giveBack(ex, order.id, at));
    if (actor.role === 'staff' || actor.role === 'rider') {
      await deps.audit.record(
        ex,
        { id: actor.userId },
        {
          action: 'order.status',
          entityType: 'order',
          entityId: order.id,
          before: { number: order.number, status: order.status },
          after: { number: order.number, status: to, reason },
        },
      );
    } else if (actor.role === 'system' && opts.audit) {
      await deps.audit.record(
        ex,
        { label: actor.label },
        {
          action: opts.audit.action,
          entityType: 'order',
          entityId: order.id,
          before: { number: order.number, status: order.status, payment: order.paymentStatus },
          after: {
            number: order.number,
            status: to,
            payment: moved.paymentStatus,
            ...opts.audit.after,
            ...(givesCouponBack(to) && { couponBack }),
          },
        },
      );
    }
    return { order: moved, from: order.status, event: eventOf(moved, at, reason), entered };
  }

  /**
   * Auto-accept (decision 0081): a placed order of a fulfilment the restaurant accepts
   * automatically moves on to accepted in the same transaction, by the system as "auto-accept",
   * so the board, the history and the audit log tell it apart from a tap.
   */
  async function thenAutoAccept(ex: Executor, moved: Moved): Promise<Moved> {
    const { order } = moved;
    if (order.status !== 'placed' || !(await deps.autoAccepts?.(ex, order.fulfilment))) {
      return moved;
    }
    const accepted = await move(ex, order, 'accepted', AUTO_ACCEPT, 'auto-accept', {
      audit: { action: 'order.auto_accept' },
      after: new Date(moved.event.at),
    });
    // The caller answers with the order as it now is; the placed event still goes out first.
    return { ...moved, order: accepted.order, then: accepted };
  }

  /** One move's announcements, after commit (see `committed`). */
  async function publish(moved: Moved): Promise<void> {
    const { order, from } = moved;
    if (from === null) {
      deps.onPlaced(moved.event);
      return;
    }
    const payments = deps.payments();
    if (endsPaid(order.status)) await payments?.afterOrderEnded(order.id);
    else if (from === 'awaiting_payment' && order.paymentStatus === 'due_on_handover') {
      // Switched to cash: no link is left to pay (a payment that still lands is refunded).
      await payments?.refunds.cancelOpenLinks(order.id);
    }
    deps.onChanged(moved.event);
  }

  return {
    /**
     * Locks the order for a move to `to`, taking first what that move will need in redeeming's
     * order (the customer's cart lock before the offer's row, for a coupon given back). The
     * owner and coupon of an order never change, so reading them before the lock is safe.
     */
    async lock(
      ex: Executor,
      orderId: string,
      to: OrderStatus,
      ownerId?: string,
    ): Promise<OrderRow | null> {
      if (givesCouponBack(to)) {
        const seen = await orders.find(ex, orderId, { userId: ownerId });
        if (seen?.offerId) await deps.cart.lock(ex, seen.userId);
      }
      return orders.find(ex, orderId, { userId: ownerId, forUpdate: true });
    },

    /** Checkout's insert with the order's first status; null when a parallel request won. */
    async open(
      ex: Executor,
      order: Omit<NewOrder, 'status'>,
      opts: { online: boolean; customerId: string; at: Date },
    ): Promise<Moved | null> {
      // An online order waits for its payment, off the kitchen's board (decision 0061).
      const status: OrderStatus = opts.online ? 'awaiting_payment' : 'placed';
      const row = await statuses.insertOrder(ex, { ...order, status }, opts.at);
      if (!row) return null;
      const entered = await orders.addHistory(ex, {
        orderId: row.id,
        status,
        reason: null,
        actorUserId: opts.customerId,
        at: opts.at,
      });
      return thenAutoAccept(ex, {
        order: row,
        from: null,
        event: eventOf(row, row.createdAt, null),
        entered,
      });
    },

    /**
     * Moves the locked `order` to `to` if the machine lets `actor`, in `ex`'s transaction: the
     * status with its money columns, the history row, the coupon given back, a paid order's
     * refund made due, the audit entry. 409 with the machine's words otherwise, nothing written.
     * An order that becomes placed is accepted at once where the restaurant says so.
     */
    async transition(...args: Parameters<typeof move>): Promise<Moved> {
      return thenAutoAccept(args[0], await move(...args));
    },

    /**
     * After the moves' transaction committed: online payment's part (open links closed, refunds
     * sent), then the event to the streams, push, mail and metrics. Never inside it: a rollback
     * must not have been announced.
     */
    async committed(moved: Moved): Promise<void> {
      await publish(moved);
      if (moved.then) await publish(moved.then);
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
