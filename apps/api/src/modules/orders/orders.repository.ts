import type { OrderStatus } from '@ninetonine/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { refundSummary, type RefundSummary } from '../payments/refund-balance';
import type { Executor } from '../../db/client';
import {
  dineInTables,
  dineInTabs,
  foods,
  orderDayCounters,
  orderLines,
  orders,
  orderStatusHistory,
  paymentRefunds,
  users,
} from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type VegMark = 'veg' | 'non_veg';
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderRefundRow = typeof paymentRefunds.$inferSelect;

/** An order with its lines and its status history, oldest first. */
export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  history: HistoryRow[];
  /** The refunds of the order's own accepted online payment, told as one (null: none). */
  refund: RefundSummary | null;
  /** Those refunds one by one, oldest first (staff see them, decision 0080). */
  refunds: OrderRefundRow[];
  /** The rider carrying it, as the customer and the kitchen reach them (0083); null: none. */
  rider: { id: string; name: string; phone: string | null } | null;
}

/** A dine-in round's table and tab (decision 0094). */
export interface OrderTable {
  tableId: string;
  name: string;
  tabId: string;
}

/** Who placed an order, as the kitchen sees them. */
export interface OrderCustomer {
  name: string;
  phone: string | null;
  email: string | null;
}

/** An order entered a status: what its history row says, inside the same transaction. */
export type StatusEnteredHook = (
  ex: Executor,
  entry: { orderId: string; status: OrderStatus; reason: string | null; at: Date },
) => Promise<void>;

/**
 * Orders, their lines, their status history and the per-day number counters. `onStatusEntered`
 * runs with every history row, in its transaction, whichever path wrote it (the order mails'
 * queue: decision 0064).
 */
export function createOrdersRepository(hooks: { onStatusEntered?: StatusEnteredHook } = {}) {
  async function withDetails(ex: Executor, rows: OrderRow[]): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const paid = rows.flatMap((r) => (r.providerPaymentId ? [r.providerPaymentId] : []));
    const riderIds = [...new Set(rows.flatMap((r) => (r.riderId ? [r.riderId] : [])))];
    const [lines, history, refunds, riders] = await Promise.all([
      ex
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.position)),
      ex
        .select()
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
      paid.length === 0
        ? []
        : ex
            .select()
            .from(paymentRefunds)
            .where(inArray(paymentRefunds.providerPaymentId, paid))
            .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
      riderIds.length === 0
        ? []
        : ex
            .select({ id: users.id, name: users.name, phone: users.phone })
            .from(users)
            .where(inArray(users.id, riderIds)),
    ]);
    return rows.map((order) => {
      const own = refunds.filter((r) => r.providerPaymentId === order.providerPaymentId);
      return {
        order,
        lines: lines.filter((l) => l.orderId === order.id),
        history: history.filter((h) => h.orderId === order.id),
        refund: refundSummary(own),
        refunds: own,
        rider: riders.find((r) => r.id === order.riderId) ?? null,
      };
    });
  }

  return {
    /** The next number of the restaurant's day `day`; the row stays locked until commit. */
    async nextNumber(ex: Executor, day: string): Promise<number> {
      const [row] = await ex
        .insert(orderDayCounters)
        .values({ day, last: 1 })
        .onConflictDoUpdate({
          target: orderDayCounters.day,
          set: { last: sql`${orderDayCounters.last} + 1` },
        })
        .returning({ last: orderDayCounters.last });
      return row!.last;
    },

    async insertLines(
      ex: Executor,
      orderId: string,
      lines: Omit<typeof orderLines.$inferInsert, 'id' | 'orderId' | 'position'>[],
    ): Promise<OrderLineRow[]> {
      // The rows as written, in the same round trip: checkout answers with them.
      const rows = await ex
        .insert(orderLines)
        .values(lines.map((l, i) => ({ ...l, orderId, position: i })))
        .returning();
      return rows.sort((a, b) => a.position - b.position);
    },

    async addHistory(
      ex: Executor,
      entry: {
        orderId: string;
        status: OrderStatus;
        reason: string | null;
        actorUserId: string | null;
        at: Date;
      },
    ): Promise<HistoryRow> {
      const [row] = await ex.insert(orderStatusHistory).values(entry).returning();
      await hooks.onStatusEntered?.(ex, entry);
      return row!;
    },

    async findByKey(
      ex: Executor,
      userId: string,
      idempotencyKey: string,
    ): Promise<OrderRow | null> {
      const [row] = await ex
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /** One order, only if `userId` owns it (when given); `forUpdate` locks it until commit. */
    async find(
      ex: Executor,
      orderId: string,
      opts: { userId?: string; forUpdate?: boolean } = {},
    ): Promise<OrderRow | null> {
      const where = opts.userId
        ? and(eq(orders.id, orderId), eq(orders.userId, opts.userId))
        : eq(orders.id, orderId);
      const query = ex.select().from(orders).where(where);
      const [row] = opts.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    /** These orders with their lines, history and refunds, in the same order. */
    detailsOf: withDetails,

    async details(ex: Executor, order: OrderRow): Promise<OrderRecord> {
      return (await withDetails(ex, [order]))[0]!;
    },

    /** One page of a customer's orders, newest first, and how many there are in all. */
    async listForUser(
      ex: Executor,
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ records: OrderRecord[]; total: number }> {
      const [rows, [totalRow]] = await Promise.all([
        ex
          .select()
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        ex.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
      ]);
      return { records: await withDetails(ex, rows), total: totalRow?.n ?? 0 };
    },

    /**
     * The orders placed or scheduled within [start, end), newest first, at most `limit`: an
     * order booked today for tomorrow shows on both days' boards. With `withUnfinished`, an
     * order still in the kitchen at midnight stays on the board until it is done.
     */
    /**
     * The FSSAI veg / non-veg mark of these dishes as stated now (a dish's meat fact), for the
     * kitchen ticket; dishes whose meat is not stated are left out.
     */
    async vegMarks(ex: Executor, foodIds: string[]): Promise<Map<string, VegMark>> {
      if (foodIds.length === 0) return new Map();
      const rows = await ex
        .select({ id: foods.id, meat: foods.meat })
        .from(foods)
        .where(inArray(foods.id, [...new Set(foodIds)]));
      const marks = new Map<string, VegMark>();
      for (const { id, meat } of rows) {
        if (meat === 'free') marks.set(id, 'veg');
        else if (meat === 'contains') marks.set(id, 'non_veg');
      }
      return marks;
    },

    /** The accounts that placed these orders, by user id. */
    async customers(ex: Executor, userIds: string[]): Promise<Map<string, OrderCustomer>> {
      if (userIds.length === 0) return new Map();
      const rows = await ex
        .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(rows.map(({ id, ...customer }) => [id, customer]));
    },

    /** The rounds of these tabs (decision 0094), oldest first, with their lines. */
    async ofTabs(ex: Executor, tabIds: string[]): Promise<OrderRecord[]> {
      if (tabIds.length === 0) return [];
      const rows = await ex
        .select()
        .from(orders)
        .where(inArray(orders.tabId, tabIds))
        .orderBy(asc(orders.createdAt), asc(orders.id));
      return withDetails(ex, rows);
    },

    /** The tables of these tabs now (a moved tab shows its new table), by tab id. */
    async tablesOf(ex: Executor, tabIds: string[]): Promise<Map<string, OrderTable>> {
      if (tabIds.length === 0) return new Map();
      const rows = await ex
        .select({ tabId: dineInTabs.id, tableId: dineInTables.id, name: dineInTables.name })
        .from(dineInTabs)
        .innerJoin(dineInTables, eq(dineInTables.id, dineInTabs.tableId))
        .where(inArray(dineInTabs.id, [...new Set(tabIds)]));
      return new Map(rows.map((r) => [r.tabId, r]));
    },

    /** The order that kept this provider payment (its own), if any. */
    async findByPayment(ex: Executor, providerPaymentId: string): Promise<OrderRow | null> {
      const [row] = await ex
        .select()
        .from(orders)
        .where(eq(orders.providerPaymentId, providerPaymentId));
      return row ?? null;
    },

    /** Online orders still waiting for their payment, oldest deadline first. */
    async awaitingIds(ex: Executor, limit: number): Promise<string[]> {
      const rows = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.status, 'awaiting_payment'))
        .orderBy(asc(orders.paymentExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
