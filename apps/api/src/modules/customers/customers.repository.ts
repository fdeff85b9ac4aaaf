import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerSort } from '@ninetonine/contract';
import type { Executor } from '../../db/client';
import { dineInGuests, orderRatings, orders, paymentRefunds, users } from '../../db/schema/index';

/**
 * A customer account: not staff, and not a guest at a table, whose row only owns their rounds
 * (decision 0094: no email, no sign-in, nobody to offer a coupon to).
 */
const isCustomer = and(
  eq(users.role, 'customer'),
  sql`not exists (select 1 from ${dineInGuests} where ${dineInGuests.userId} = ${users.id})`,
)!;

/**
 * The figures about a customer (decision 0091), defined once here for the admins' list, the
 * export, the offers' segment sizes and checkout's segment rules.
 *
 * An order "counts" unless it was called off: cancelled, rejected, or expired unpaid.
 */
const counts = sql`${orders.status} NOT IN ('cancelled', 'rejected', 'expired')`;
/** What went back of the order's own accepted payment, but not a refused refund. */
const refundedMinor = sql`(select coalesce(sum(${paymentRefunds.amountMinor}), 0) from ${paymentRefunds} where ${paymentRefunds.orderId} = ${orders.id} and ${paymentRefunds.providerPaymentId} = ${orders.providerPaymentId} and ${paymentRefunds.status} <> 'failed')`;
/**
 * Spend: money the restaurant kept. An order handed over (delivered or picked up: cash taken or
 * paid online), or paid online and not called off, counts its total less its refunds.
 */
const spentMinor = sql`case when ${orders.status} in ('delivered', 'picked_up') or (${counts} and ${orders.paymentMethod} = 'online' and ${orders.paymentStatus} in ('paid', 'refund_pending', 'refunded', 'refund_failed')) then greatest(${orders.totalMinor} - ${refundedMinor}, 0) else 0 end`;

/** A customer's standing, as checkout's segment rules read it. */
export interface CustomerStanding {
  /** Orders not called off. */
  orders: number;
  lastOrderAt: Date | null;
  spendMinor: number;
}

export interface CustomerRecord extends CustomerStanding {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  averageRating: number | null;
  ratings: number;
}

export interface CustomersQuery {
  page: number;
  limit: number;
  search?: string;
  sort: CustomerSort;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Drivers differ: PGlite hands a timestamp from a raw aggregate as a Date, pg as a string. */
const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : new Date(v as string);

export function createCustomersRepository() {
  /** Per customer: orders, last order, spend; one aggregate over their orders. */
  const orderTotals = (ex: Executor) =>
    ex
      .select({
        userId: orders.userId,
        orders: sql<number>`count(*) filter (where ${counts})`.as('orders_count'),
        lastOrderAt: sql<unknown>`max(${orders.createdAt}) filter (where ${counts})`.as(
          'last_order_at',
        ),
        spendMinor: sql<number>`coalesce(sum(${spentMinor}), 0)`.as('spend_minor'),
      })
      .from(orders)
      .groupBy(orders.userId)
      .as('order_totals');
  const ratingTotals = (ex: Executor) =>
    ex
      .select({
        userId: orders.userId,
        average: sql<number | null>`round(avg(${orderRatings.stars}), 1)`.as('average_rating'),
        ratings: sql<number>`count(*)`.as('ratings_count'),
      })
      .from(orderRatings)
      .innerJoin(orders, eq(orders.id, orderRatings.orderId))
      .groupBy(orders.userId)
      .as('rating_totals');

  const customerFilter = (search?: string): SQL => {
    if (!search) return isCustomer;
    const pattern = `%${escapeLike(search)}%`;
    return and(
      isCustomer,
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)),
    )!;
  };

  return {
    /** A page of customers with their figures, and how many match in all. */
    async list(
      ex: Executor,
      query: CustomersQuery,
    ): Promise<{ customers: CustomerRecord[]; total: number }> {
      const where = customerFilter(query.search);
      const [totals] = await ex.select({ total: count() }).from(users).where(where);
      const o = orderTotals(ex);
      const r = ratingTotals(ex);
      const lastFirst = sql`${o.lastOrderAt} desc nulls last`;
      const order =
        query.sort === 'spend'
          ? [sql`coalesce(${o.spendMinor}, 0) desc`, lastFirst, asc(users.id)]
          : [lastFirst, desc(users.createdAt), asc(users.id)];
      const rows = await ex
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          orders: o.orders,
          lastOrderAt: o.lastOrderAt,
          spendMinor: o.spendMinor,
          average: r.average,
          ratings: r.ratings,
        })
        .from(users)
        .leftJoin(o, eq(o.userId, users.id))
        .leftJoin(r, eq(r.userId, users.id))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        customers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          orders: Number(row.orders ?? 0),
          lastOrderAt: toDate(row.lastOrderAt),
          spendMinor: Number(row.spendMinor ?? 0),
          averageRating: row.average === null ? null : Number(row.average),
          ratings: Number(row.ratings ?? 0),
        })),
        total: totals?.total ?? 0,
      };
    },

    /** One customer's standing now (checkout's segment rules), read in the caller's transaction. */
    async standing(ex: Executor, userId: string): Promise<CustomerStanding> {
      const [row] = await ex
        .select({
          orders: sql<number>`count(*) filter (where ${counts})`,
          lastOrderAt: sql<unknown>`max(${orders.createdAt}) filter (where ${counts})`,
          spendMinor: sql<number>`coalesce(sum(${spentMinor}), 0)`,
        })
        .from(orders)
        .where(eq(orders.userId, userId));
      return {
        orders: Number(row?.orders ?? 0),
        lastOrderAt: toDate(row?.lastOrderAt),
        spendMinor: Number(row?.spendMinor ?? 0),
      };
    },

    /** How many customers each segment holds now (the offers list's sizes). */
    async segmentSizes(
      ex: Executor,
      at: { lapsedBefore: Date; minSpends: number[] },
    ): Promise<{ firstOrder: number; lapsed: number; topBySpend: Map<number, number> }> {
      const o = orderTotals(ex);
      const base = () =>
        ex.select({ n: count() }).from(users).leftJoin(o, eq(o.userId, users.id)).$dynamic();
      const [first] = await base().where(
        and(isCustomer, or(isNull(o.orders), eq(o.orders, sql`0`))),
      );
      const [lapsed] = await base().where(
        and(
          isCustomer,
          gt(o.orders, sql`0`),
          sql`${o.lastOrderAt} < ${at.lapsedBefore.toISOString()}::timestamptz`,
        ),
      );
      const topBySpend = new Map<number, number>();
      for (const min of new Set(at.minSpends)) {
        const [top] = await base().where(and(isCustomer, sql`${o.spendMinor} >= ${min}`));
        topBySpend.set(min, top?.n ?? 0);
      }
      return { firstOrder: first?.n ?? 0, lapsed: lapsed?.n ?? 0, topBySpend };
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
