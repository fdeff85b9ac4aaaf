import { isFinalStatus, orderStatuses } from '@ninetonine/contract';
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
 * Riders' reads (decision 0083): their deliveries, the open ones, the rider accounts. The writes
 * of an order's rider and position are order-status.repository.ts's, the orders table's one
 * writer (0077).
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
