import { isFinalStatus, orderStatuses, type GeoPoint } from '@ninetonine/contract';
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import type { OrderRow } from '../orders/orders.repository';

const FINAL_STATUSES = orderStatuses.filter(isFinalStatus);

/** A rider account, with the deliveries they carry now. */
export interface RiderRecord {
  id: string;
  name: string;
  phone: string | null;
  carrying: number;
}

/**
 * Riders' side of orders (decision 0083): who carries which delivery and the rider's latest
 * position. Never an order's status: that is the orders lifecycle's alone.
 */
export function createRidersRepository() {
  return {
    /** The rider's deliveries not finished yet, oldest first. */
    listCarried: (ex: Executor, riderId: string): Promise<OrderRow[]> =>
      ex
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.riderId, riderId),
            eq(orders.fulfilment, 'delivery'),
            notInArray(orders.status, FINAL_STATUSES),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id)),

    /** Ready deliveries nobody carries, longest waiting first. */
    listOpen: (ex: Executor, limit: number): Promise<OrderRow[]> =>
      ex
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'ready'),
            eq(orders.fulfilment, 'delivery'),
            isNull(orders.riderId),
          ),
        )
        .orderBy(asc(orders.updatedAt), asc(orders.id))
        .limit(limit),

    /** Gives the order to `riderId` (null: nobody), aiming its tracking at `destination`. */
    async assign(
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
    async savePosition(
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

    /** A rider account by id; null when there is none (or it is not a rider's). */
    async findRider(ex: Executor, id: string): Promise<RiderRecord | null> {
      const [row] = await ex
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'rider')));
      return row ? { ...row, carrying: 0 } : null;
    },

    /** Every rider account by name, with how many unfinished deliveries each carries. */
    async listRiders(ex: Executor): Promise<RiderRecord[]> {
      const riders = await ex
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(eq(users.role, 'rider'))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
      if (riders.length === 0) return [];
      const loads = await ex
        .select({ riderId: orders.riderId, n: count() })
        .from(orders)
        .where(
          and(
            inArray(
              orders.riderId,
              riders.map((r) => r.id),
            ),
            notInArray(orders.status, FINAL_STATUSES),
          ),
        )
        .groupBy(orders.riderId);
      return riders.map((r) => ({
        ...r,
        carrying: loads.find((l) => l.riderId === r.id)?.n ?? 0,
      }));
    },
  };
}

export type RidersRepository = ReturnType<typeof createRidersRepository>;
