import {
  ErrorCode,
  ORDERS_PAGE_SIZE,
  orderStatusLabels,
  transitionRefusal,
  undoRefusal,
  undoTarget,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { AuditLog } from '../audit/audit-log';
import type { CartRepository } from '../cart/cart.repository';
import type { CouponUsesRepository } from './coupon-uses.repository';
import type { OrderRecord, OrderRow, OrdersRepository } from './orders.repository';

/** An order that ends without being fulfilled gives its coupon use back (decision 0039). */
const givesCouponBack = (status: OrderStatus) => status === 'cancelled' || status === 'rejected';

const orderNotFound = () => notFound('We could not find that order.', ErrorCode.OrderNotFound);

/** An order's status now, as the streams send it. */
export function statusEventOf(record: OrderRecord): OrderEvent {
  const { order, history } = record;
  const last = history.findLast((h) => h.status === order.status);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    at: (last?.at ?? order.updatedAt).toISOString(),
    reason: last?.reason ?? null,
    paymentStatus: order.paymentStatus,
  };
}

/**
 * Reading orders and moving them through the contract's state machine (docs/decisions/0017).
 * A customer only ever sees their own orders: anyone else's is "not found".
 */
export function createOrdersService(deps: {
  db: Database;
  orders: OrdersRepository;
  couponUses: CouponUsesRepository;
  /** Its lock is the one checkout redeems a coupon under (per customer). */
  cart: Pick<CartRepository, 'lock'>;
  /** Staff moves are audited in their own transaction (a customer's cancel is the history's). */
  audit: AuditLog;
  /** Called after commit with every status change. */
  onChanged: (event: OrderEvent) => void;
  /**
   * Online payment's part of a cancel or reject (absent when it is not configured): in the
   * transaction, on the locked order (a paid order's refund row); then after commit.
   */
  payments?: {
    onOrderEnded(tx: Executor, order: OrderRow, to: OrderStatus, at: Date): Promise<void>;
    afterOrderEnded(orderId: string): Promise<void>;
  };
  now?: () => Date;
}) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(userId: string, page: number) {
      const { records, total } = await orders.listForUser(db, userId, {
        limit: ORDERS_PAGE_SIZE,
        offset: (page - 1) * ORDERS_PAGE_SIZE,
      });
      return { records, total, page, limit: ORDERS_PAGE_SIZE };
    },

    /** One order; `ownerId` restricts it to that customer's (staff pass none). */
    async get(orderId: string, ownerId?: string): Promise<OrderRecord> {
      const order = await orders.find(db, orderId, { userId: ownerId });
      if (!order) throw orderNotFound();
      return orders.details(db, order);
    },

    /** The status event of an order now; null when there is no such order (for this owner). */
    async statusEvent(orderId: string, ownerId?: string): Promise<OrderEvent | null> {
      const order = await orders.find(db, orderId, { userId: ownerId });
      return order ? statusEventOf(await orders.details(db, order)) : null;
    },

    /**
     * Moves an order to `to` if the state machine lets `actor` do it now, with a history row;
     * a customer may only touch their own order. 409 with the machine's reason otherwise.
     */
    async changeStatus(input: {
      orderId: string;
      to: OrderStatus;
      reason?: string;
      /** The status the caller saw: a move from any other is refused (a double tap, a race). */
      from?: OrderStatus;
      actor: OrderActor;
      actorUserId: string;
      ownerId?: string;
    }): Promise<OrderRecord> {
      const record = await db.transaction(async (tx) => {
        if (givesCouponBack(input.to)) {
          // Redeeming's locks, in redeeming's order: the customer's cart lock, then (below) the
          // offer's row. The owner and the coupon of an order never change, so reading them
          // before the order's own lock is safe.
          const seen = await orders.find(tx, input.orderId, { userId: input.ownerId });
          if (seen?.offerId) await deps.cart.lock(tx, seen.userId);
        }
        const reason = input.reason ? input.reason : null;
        // Only staff moves are audited: a customer's cancel is in the order's history.
        const { order } = await deps.audit.write(
          tx,
          { id: input.actorUserId },
          {
            async read() {
              // Locked: two cooks tapping at once cannot both move it from the same status.
              const order = await orders.find(tx, input.orderId, {
                userId: input.ownerId,
                forUpdate: true,
              });
              if (!order) throw orderNotFound();
              return order;
            },
            async write(_, order) {
              if (input.from && input.from !== order.status) {
                throw conflict(
                  `Order ${order.number} was moved by someone else meanwhile: it is already ${orderStatusLabels[order.status].toLowerCase()}.`,
                  ErrorCode.TransitionRefused,
                );
              }
              const refusal = transitionRefusal(
                order.status,
                input.to,
                order.fulfilment,
                input.actor,
              );
              if (refusal) {
                // A kitchen undo: back to the status before its last step, shortly after it.
                const undo = input.actor === 'staff' && undoTarget(order.status) === input.to;
                if (!undo) throw conflict(refusal, ErrorCode.TransitionRefused);
                const { history } = await orders.details(tx, order);
                const undoRefused = undoRefusal(
                  {
                    from: order.status,
                    to: input.to,
                    previous: history.at(-2)?.status,
                    stepAt: history.at(-1)?.at ?? order.updatedAt,
                  },
                  now(),
                );
                if (undoRefused) throw conflict(undoRefused, ErrorCode.TransitionRefused);
              }
              const at = now();
              await orders.setStatus(tx, order.id, order.status, input.to, at);
              await orders.addHistory(tx, {
                orderId: order.id,
                status: input.to,
                reason,
                actorUserId: input.actorUserId,
                at,
              });
              if (givesCouponBack(input.to)) {
                await deps.couponUses.giveBack(tx, order.id, at);
                await deps.payments?.onOrderEnded(tx, order, input.to, at);
              }
              return { order, at };
            },
            entry: (order) =>
              input.actor === 'staff'
                ? {
                    action: 'order.status',
                    entityType: 'order',
                    entityId: order.id,
                    before: { number: order.number, status: order.status },
                    after: { number: order.number, status: input.to, reason },
                  }
                : null,
          },
        );
        return orders.details(tx, (await orders.find(tx, order.id))!);
      });
      if (givesCouponBack(input.to)) await deps.payments?.afterOrderEnded(record.order.id);
      deps.onChanged(statusEventOf(record));
      return record;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
