import {
  ErrorCode,
  ORDERS_PAGE_SIZE,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { OrderLifecycle } from './order-lifecycle';
import type { OrderRecord, OrdersRepository } from './orders.repository';

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
    // A new rider position is news to the customer's page (decision 0083).
    ...(order.riderPositionAt && { trackedAt: order.riderPositionAt.toISOString() }),
  };
}

/**
 * Reading orders, and a customer's or the kitchen's move through the order's lifecycle
 * (docs/decisions/0017, 0077). A customer only ever sees their own orders: anyone else's is
 * "not found".
 */
export function createOrdersService(deps: {
  db: Database;
  orders: OrdersRepository;
  /** Every status move goes through it (decision 0077). */
  lifecycle: OrderLifecycle;
}) {
  const { db, orders, lifecycle } = deps;

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
     * Moves an order to `to` if the state machine lets `actor` do it now (the lifecycle writes
     * and publishes it); a customer may only touch their own order. 409 with the machine's
     * reason otherwise.
     */
    async changeStatus(input: {
      orderId: string;
      to: OrderStatus;
      reason?: string;
      /** The status the caller saw: a move from any other is refused (a double tap, a race). */
      from?: OrderStatus;
      actor: Exclude<OrderActor, 'system'>;
      actorUserId: string;
      ownerId?: string;
    }): Promise<OrderRecord> {
      const { moved, record } = await db.transaction(async (tx) => {
        // Locked: two cooks tapping at once cannot both move it from the same status.
        const order = await lifecycle.lock(tx, input.orderId, input.to, input.ownerId);
        if (!order) throw orderNotFound();
        const moved = await lifecycle.transition(
          tx,
          order,
          input.to,
          { role: input.actor, userId: input.actorUserId },
          input.reason ? input.reason : null,
          { seen: input.from },
        );
        return { moved, record: await orders.details(tx, moved.order) };
      });
      await lifecycle.committed(moved);
      return record;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
