import type { GeoPoint, OrderStatus, PaymentStatus } from '@ninetonine/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { NewOrder, OrderRow } from './orders.repository';

/** The money columns that change with a status (a payment landing, a switch to cash, a refund). */
export type OrderPaymentChange = Partial<
  Pick<
    OrderRow,
    | 'paymentStatus'
    | 'paidAt'
    | 'providerPaymentId'
    | 'paymentMethod'
    | 'totalMinor'
    | 'roundingMinor'
  >
>;

/** Only the named money columns: a wider object passed in cannot smuggle a status through. */
const pick = (p: OrderPaymentChange): OrderPaymentChange => ({
  paymentStatus: p.paymentStatus,
  paidAt: p.paidAt,
  providerPaymentId: p.providerPaymentId,
  paymentMethod: p.paymentMethod,
  totalMinor: p.totalMinor,
  roundingMinor: p.roundingMinor,
});

/**
 * The only writes of an order's state (decision 0077): its insert with the first status, its
 * status moves and its payment state. Only order-lifecycle.ts moves the status
 * (orders-status-owner.unit.test.ts fails when another file writes it).
 */
export function createOrderStatusRepository() {
  return {
    /**
     * Inserts the order unless this user already used the idempotency key: null then (a
     * parallel request won; read its order). The unique index decides, not a prior read.
     */
    async insertOrder(ex: Executor, order: NewOrder, createdAt: Date): Promise<OrderRow | null> {
      const [row] = await ex
        .insert(orders)
        .values({ ...order, createdAt, updatedAt: createdAt })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      return row ?? null;
    },

    /**
     * Moves the order on only if it is still in `from`, with the money columns that change with
     * it: the row after, null when it moved meanwhile.
     */
    async writeStatus(
      ex: Executor,
      orderId: string,
      from: OrderStatus,
      to: OrderStatus,
      at: Date,
      payment: OrderPaymentChange = {},
    ): Promise<OrderRow | null> {
      const [row] = await ex
        .update(orders)
        .set({
          ...pick(payment),
          status: to,
          updatedAt: at,
          // A rider's position lives only while the order is out (decision 0083).
          ...(to !== 'out_for_delivery' && {
            riderLat: null,
            riderLng: null,
            riderPositionAt: null,
          }),
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      return row ?? null;
    },

    /** The order's payment state alone (a failed attempt, a refund settled); never its status. */
    async setPaymentStatus(
      ex: Executor,
      orderId: string,
      paymentStatus: PaymentStatus,
      at: Date,
    ): Promise<OrderRow | null> {
      const [row] = await ex
        .update(orders)
        .set({ paymentStatus, updatedAt: at })
        .where(eq(orders.id, orderId))
        .returning();
      return row ?? null;
    },
    /** Gives the order to `riderId` (null: nobody), aiming its tracking at `destination`. */
    async assignRider(
      ex: Executor,
      orderId: string,
      riderId: string | null,
      destination: GeoPoint | null,
    ): Promise<void> {
      await ex
        .update(orders)
        .set({
          riderId,
          destinationLat: destination?.lat ?? null,
          destinationLng: destination?.lng ?? null,
        })
        .where(eq(orders.id, orderId));
    },

    /**
     * Keeps `point` as the order's only position, if it is out for delivery with this rider:
     * one conditional write, so a position racing the delivery can never outlive it. False when
     * the order is not (or no longer) out with them.
     */
    async saveRiderPosition(
      ex: Executor,
      input: { orderId: string; riderId: string; point: GeoPoint; at: Date },
    ): Promise<boolean> {
      const rows = await ex
        .update(orders)
        .set({ riderLat: input.point.lat, riderLng: input.point.lng, riderPositionAt: input.at })
        .where(
          and(
            eq(orders.id, input.orderId),
            eq(orders.riderId, input.riderId),
            eq(orders.status, 'out_for_delivery'),
          ),
        )
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** A merged tab's rounds join the tab it went into (decision 0094); no status changes. */
    async moveRounds(ex: Executor, fromTabId: string, toTabId: string): Promise<void> {
      await ex.update(orders).set({ tabId: toTabId }).where(eq(orders.tabId, fromTabId));
    },
  };
}

export type OrderStatusRepository = ReturnType<typeof createOrderStatusRepository>;
