import {
  localMidnight,
  nextDay,
  UNEARNED_ORDER_STATUSES,
  type FulfilmentMethod,
  type OrderPaymentMethod,
} from '@ninetonine/contract';
import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type {
  ExportCursor,
  ExportExtent,
  ExportLineRecord,
  ExportOrderRecord,
  ExportRange,
} from './orders-export-records';
import {
  dineInTables,
  dineInTabs,
  orderLines,
  orders,
  paymentRefunds,
  users,
} from '../../db/schema/index';

/**
 * Orders placed from local midnight of `from` to local midnight after `to` (restaurant days,
 * YYYY-MM-DD): the instants come from the contract's restaurant clock, like every other day
 * boundary (decision 0037), and the comparison on created_at can use an index.
 */
const placedBetween = (from: string, to: string, timeZone: string): SQL =>
  and(
    gte(orders.createdAt, localMidnight(from, timeZone)),
    lt(orders.createdAt, localMidnight(nextDay(to), timeZone)),
  )!;

/** Taken, then called off: the `cancelled` figure. */
const CALLED_OFF = ['cancelled', 'rejected'] as const;
/** Orders the kitchen took and kept: not called off, and not unpaid online ones (decision 0063). */
const earning = notInArray(orders.status, [...UNEARNED_ORDER_STATUSES]);
const unearned = inArray(orders.status, [...CALLED_OFF]);
/** Paid online: the money came in (whatever became of the order since). */
const paidOnline = and(
  eq(orders.paymentMethod, 'online'),
  inArray(orders.paymentStatus, ['paid', 'refund_pending', 'refunded', 'refund_failed']),
)!;
/**
 * Whose money a method's takings count: paid on handover, the orders kept; online, every
 * payment that came in (its refund is subtracted).
 */
const counted = sql`(${orders.paymentMethod} <> 'online' and ${earning}) or ${paidOnline}`;
/**
 * What went back (or is going back) of the order's own accepted payment: every refund of it, the
 * system's and staff's (decision 0080), but not a refused one (the money stayed). A stray second
 * payment nets to nothing, so its refund is not counted.
 */
const ownRefundsMinor = sql`(select coalesce(sum(${paymentRefunds.amountMinor}), 0) from ${paymentRefunds} where ${paymentRefunds.orderId} = ${orders.id} and ${paymentRefunds.providerPaymentId} = ${orders.providerPaymentId} and ${paymentRefunds.status} <> 'failed')`;

/** Sums of int columns are bigint (a string from the driver): integer minor units either way. */
const sumMinor = (column: AnyPgColumn, filter?: SQL) =>
  (filter
    ? sql`coalesce(sum(${column}) filter (where ${filter}), 0)`
    : sql`coalesce(sum(${column}), 0)`
  ).mapWith(Number);

export interface DayTotals {
  orders: number;
  revenueMinor: number;
  cancelled: number;
}
/** One way to pay's share of a day, in minor units. */
export interface MethodTotals {
  method: OrderPaymentMethod;
  orders: number;
  receivedMinor: number;
  refundsMinor: number;
}
/** One channel's share of a day (decision 0094), in minor units. */
export interface ChannelTotals {
  channel: FulfilmentMethod;
  orders: number;
  revenueMinor: number;
}
export interface HourTotals {
  hour: number;
  orders: number;
  revenueMinor: number;
}
export interface DishTotals {
  foodId: string;
  name: string;
  quantity: number;
  revenueMinor: number;
}

/** Read-only figures over orders, by the restaurant's calendar days (time zone `timeZone`). */
export function createDashboardRepository() {
  return {
    async dayTotals(ex: Executor, date: string, timeZone: string): Promise<DayTotals> {
      const [row] = await ex
        .select({
          orders: sql`count(*) filter (where ${earning})`.mapWith(Number),
          // Net of refunds: a part refund by staff comes off the day's revenue (decision 0080).
          revenueMinor:
            sql`coalesce(sum(${orders.totalMinor} - ${ownRefundsMinor}) filter (where ${earning}), 0)`.mapWith(
              Number,
            ),
          cancelled: sql`count(*) filter (where ${unearned})`.mapWith(Number),
        })
        .from(orders)
        .where(placedBetween(date, date, timeZone));
      return row ?? { orders: 0, revenueMinor: 0, cancelled: 0 };
    },

    /** Only the methods that had orders; the service fills in the rest. */
    methodTotals(ex: Executor, date: string, timeZone: string): Promise<MethodTotals[]> {
      return ex
        .select({
          method: orders.paymentMethod,
          orders: sql`count(*) filter (where ${counted})`.mapWith(Number),
          receivedMinor: sumMinor(orders.totalMinor, counted),
          refundsMinor: sql`coalesce(sum(${ownRefundsMinor}) filter (where ${counted}), 0)`.mapWith(
            Number,
          ),
        })
        .from(orders)
        .where(placedBetween(date, date, timeZone))
        .groupBy(orders.paymentMethod);
    },

    /** Only the channels that had orders; the service fills in the rest. Same sums as dayTotals. */
    channelTotals(ex: Executor, date: string, timeZone: string): Promise<ChannelTotals[]> {
      return ex
        .select({
          channel: orders.fulfilment,
          orders: sql`count(*)`.mapWith(Number),
          revenueMinor: sql`coalesce(sum(${orders.totalMinor} - ${ownRefundsMinor}), 0)`.mapWith(
            Number,
          ),
        })
        .from(orders)
        .where(and(placedBetween(date, date, timeZone), earning))
        .groupBy(orders.fulfilment);
    },

    /** Only the hours that had orders; the service fills in the rest. */
    hourTotals(ex: Executor, date: string, timeZone: string): Promise<HourTotals[]> {
      return (
        ex
          .select({
            hour: sql`extract(hour from ${orders.createdAt} at time zone ${timeZone})`.mapWith(
              Number,
            ),
            orders: sql`count(*)`.mapWith(Number),
            revenueMinor: sql`coalesce(sum(${orders.totalMinor} - ${ownRefundsMinor}), 0)`.mapWith(
              Number,
            ),
          })
          .from(orders)
          .where(and(placedBetween(date, date, timeZone), earning))
          // By position: the zone is a bound parameter, so the expression cannot be repeated.
          .groupBy(sql.raw('1'))
          .orderBy(sql.raw('1'))
      );
    },

    topDishes(ex: Executor, date: string, timeZone: string, limit: number): Promise<DishTotals[]> {
      const quantity = sql`sum(${orderLines.quantity})`.mapWith(Number);
      const revenueMinor = sumMinor(orderLines.lineTotalMinor);
      // A dish renamed during the day is listed once, under its latest name.
      const name = sql<string>`(array_agg(${orderLines.name} order by ${orders.createdAt} desc))[1]`;
      return ex
        .select({ foodId: orderLines.foodId, name, quantity, revenueMinor })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(placedBetween(date, date, timeZone), earning))
        .groupBy(orderLines.foodId)
        .orderBy(desc(quantity), desc(revenueMinor), asc(name), asc(orderLines.foodId))
        .limit(limit);
    },

    /** The orders in the range now and the last of them (the export stops there). */
    async exportExtent(ex: Executor, range: ExportRange): Promise<ExportExtent> {
      // The count is taken over the whole range before the limit keeps the newest row.
      const [row] = await ex
        .select({
          rows: sql`count(*) over ()`.mapWith(Number),
          cursor: sql<string>`${orders.createdAt}::text`,
          id: orders.id,
        })
        .from(orders)
        .where(placedBetween(range.from, range.to, range.timeZone))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row
        ? { rows: row.rows, last: { cursor: row.cursor, id: row.id } }
        : { rows: 0, last: null };
    },

    /**
     * One page of the export, oldest first, after `after` and up to `upTo` (keyset: stable
     * under new orders).
     */
    exportPage(
      ex: Executor,
      range: ExportRange,
      after: ExportCursor | null,
      upTo: ExportCursor,
      limit: number,
    ): Promise<ExportOrderRecord[]> {
      const afterCursor = after
        ? sql`(${orders.createdAt}, ${orders.id}) > (${after.cursor}::timestamptz, ${after.id})`
        : undefined;
      const upToCursor = sql`(${orders.createdAt}, ${orders.id}) <= (${upTo.cursor}::timestamptz, ${upTo.id})`;
      return ex
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          cursor: sql<string>`${orders.createdAt}::text`,
          status: orders.status,
          fulfilment: orders.fulfilment,
          customerName: users.name,
          customerPhone: users.phone,
          address: orders.address,
          subtotalMinor: orders.subtotalMinor,
          discountMinor: orders.discountMinor,
          deliveryFeeMinor: orders.deliveryFeeMinor,
          taxMinor: orders.taxMinor,
          tipMinor: orders.tipMinor,
          totalMinor: orders.totalMinor,
          couponCode: orders.couponCode,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          scheduledFor: orders.scheduledFor,
          note: orders.note,
          refundMinor: ownRefundsMinor.mapWith(Number),
          counted: sql<boolean>`coalesce(${counted}, false)`,
          tableName: dineInTables.name,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(dineInTabs, eq(dineInTabs.id, orders.tabId))
        .leftJoin(dineInTables, eq(dineInTables.id, dineInTabs.tableId))
        .where(and(placedBetween(range.from, range.to, range.timeZone), afterCursor, upToCursor))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    /** The lines of some orders, each order's in its own order. */
    linesOf(ex: Executor, orderIds: string[]): Promise<ExportLineRecord[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return ex
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          size: orderLines.size,
          quantity: orderLines.quantity,
          options: orderLines.options,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
