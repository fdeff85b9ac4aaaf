import {
  isFinalStatus,
  orderStatuses,
  type FulfilmentMethod,
  type OrderStatus,
} from '@ninetonine/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { OrderRecord, OrdersRepository } from './orders.repository';

/** What the kitchen board may narrow a day's orders to. */
export interface KitchenOrdersFilter {
  start: Date;
  end: Date;
  statuses?: OrderStatus[];
  fulfilment?: FulfilmentMethod;
  scheduledOnly?: boolean;
  /** Also every order from before `start` that is not finished yet (today's board). */
  withUnfinished?: boolean;
}

const FINAL_STATUSES = orderStatuses.filter(isFinalStatus);
const UNFINISHED_STATUSES = orderStatuses.filter((s) => !isFinalStatus(s));
const KITCHEN_STATUSES = orderStatuses.filter((s) => s !== 'awaiting_payment' && s !== 'expired');

/**
 * The kitchen board's reads, in two parts (issue 36, item 4): the unfinished orders, which the
 * board always needs whole, and the finished ones, a page at a time (a busy day has hundreds).
 */
export function createKitchenOrdersRepository(deps: {
  orders: Pick<OrdersRepository, 'detailsOf'>;
}) {
  function where(filter: KitchenOrdersFilter, finished: boolean): SQL {
    const asked = filter.statuses ?? KITCHEN_STATUSES;
    const part = new Set<OrderStatus>(finished ? FINAL_STATUSES : UNFINISHED_STATUSES);
    // Unpaid online orders are not the kitchen's (decision 0061): only when asked for by name.
    const statuses = asked.filter((s) => part.has(s));
    const inDays = or(
      and(gte(orders.createdAt, filter.start), lt(orders.createdAt, filter.end)),
      and(gte(orders.scheduledFor, filter.start), lt(orders.scheduledFor, filter.end)),
      // Days still running carry what the kitchen has not finished from before them.
      !finished && filter.withUnfinished ? lt(orders.createdAt, filter.start) : undefined,
    )!;
    const clauses: SQL[] = [
      inDays,
      // An empty list would be invalid SQL: no status of this part was asked for.
      statuses.length > 0 ? inArray(orders.status, statuses) : sql`false`,
    ];
    if (filter.fulfilment) clauses.push(eq(orders.fulfilment, filter.fulfilment));
    if (filter.scheduledOnly) clauses.push(isNotNull(orders.scheduledFor));
    return and(...clauses)!;
  }

  return {
    /** The unfinished orders, newest first, at most `limit`. */
    async unfinished(
      ex: Executor,
      filter: KitchenOrdersFilter & { limit: number },
    ): Promise<OrderRecord[]> {
      const rows = await ex
        .select()
        .from(orders)
        .where(where(filter, false))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit);
      return deps.orders.detailsOf(ex, rows);
    },

    /**
     * A page of the finished orders, newest placed first (placing never changes, so pages stay
     * put while orders finish). `after` is the last order of the page before: compared with
     * its stored timestamp, not a copy in JavaScript (which would lose its microseconds).
     */
    async finished(
      ex: Executor,
      filter: KitchenOrdersFilter & { limit: number; after?: string },
    ): Promise<OrderRecord[]> {
      const clauses = [where(filter, true)];
      if (filter.after) {
        const cursor = alias(orders, 'cursor_order');
        const cursorAt = sql`(${ex
          .select({ at: cursor.createdAt })
          .from(cursor)
          .where(eq(cursor.id, filter.after))})`;
        clauses.push(
          or(
            lt(orders.createdAt, cursorAt),
            and(eq(orders.createdAt, cursorAt), lt(orders.id, filter.after)),
          )!,
        );
      }
      const rows = await ex
        .select()
        .from(orders)
        .where(and(...clauses))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit);
      return deps.orders.detailsOf(ex, rows);
    },

    /** How many finished orders match, all pages together. */
    async countFinished(ex: Executor, filter: KitchenOrdersFilter): Promise<number> {
      const [row] = await ex.select({ n: count() }).from(orders).where(where(filter, true));
      return row?.n ?? 0;
    },
  };
}
export type KitchenOrdersRepository = ReturnType<typeof createKitchenOrdersRepository>;
