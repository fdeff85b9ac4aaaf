import {
  DEFAULT_TIME_ZONE,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  ErrorCode,
  needsSlotDay,
  restaurantDay,
  restaurantDays,
  restaurantFormat,
  STAFF_ORDERS_CAP,
  type OrderStatus,
  type StaffOrdersFilter,
  type UpiCollect,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict } from '../../http-error';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { KitchenOrdersRepository } from './kitchen-orders.repository';
import type {
  OrderCustomer,
  OrderRecord,
  OrdersRepository,
  OrderTable,
  VegMark,
} from './orders.repository';
import type { OrdersService } from './orders.service';
import { upiCollectFor } from './upi-collect';

const CURSOR_PREFIX = 'd1:';
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The finished-orders cursor names the last order of the page; clients treat it as opaque. */
const encodeDoneCursor = (orderId: string) =>
  Buffer.from(CURSOR_PREFIX + orderId).toString('base64url');
function decodeDoneCursor(cursor: string): string | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  return ORDER_ID.test(id) ? id : null;
}

/** A mail about an order that did not go (yet): the order mails' queue says (decision 0064). */
export interface OrderMailProblem {
  orderId: string;
  status: OrderStatus;
  failed: boolean;
  attempts: number;
  error: string;
}

/** An order with the account that placed it: what the kitchen board shows. */
export interface KitchenOrderRecord extends OrderRecord {
  customer: OrderCustomer;
  mailProblems: OrderMailProblem[];
  /** The customer's stars, once rated (decision 0086). */
  rating: number | null;
  /** The ticket's veg / non-veg mark by dish (decision 0082); unstated dishes have none. */
  vegMarks: Map<string, VegMark>;
  /** The ticket's UPI QR while cash is due on delivery (decision 0090). */
  upi?: UpiCollect;
  /** A dine-in round's table (decision 0094). */
  table?: OrderTable;
}

/** A customer account that is gone still leaves a readable card. */
const UNKNOWN_CUSTOMER: OrderCustomer = { name: 'Unknown customer', phone: null, email: null };

/**
 * The kitchen's view of orders: a day's (or a few days') orders in the restaurant's own time
 * zone, one order, and staff status moves (audited by the orders service).
 */
export function createStaffOrdersService(deps: {
  db: Database;
  orders: OrdersRepository;
  kitchenOrders: KitchenOrdersRepository;
  service: OrdersService;
  restaurant: RestaurantSettingsReader;
  /** The mails of these orders that did not go; none when mail is not wired (unit wiring). */
  mailProblems?: (ex: Executor, orderIds: string[]) => Promise<OrderMailProblem[]>;
  /** The customers' stars by order (the ratings module's); none when not wired. */
  ratings?: (ex: Executor, orderIds: string[]) => Promise<Map<string, number>>;
  now?: () => Date;
}) {
  const { db, orders, kitchenOrders, service, restaurant } = deps;
  const now = deps.now ?? (() => new Date());

  async function withCustomers(
    ex: Executor,
    records: OrderRecord[],
  ): Promise<KitchenOrderRecord[]> {
    const [customers, problems, vegMarks, ratings, settings, tables] = await Promise.all([
      orders.customers(
        ex,
        records.map((r) => r.order.userId),
      ),
      deps.mailProblems?.(
        ex,
        records.map((r) => r.order.id),
      ) ?? [],
      orders.vegMarks(
        ex,
        records.flatMap((r) => r.lines.map((l) => l.foodId)),
      ),
      deps.ratings?.(
        ex,
        records.map((r) => r.order.id),
      ) ?? new Map<string, number>(),
      restaurant.getSettings(ex),
      orders.tablesOf(
        ex,
        records.flatMap((r) => (r.order.tabId ? [r.order.tabId] : [])),
      ),
    ]);
    const upis = await Promise.all(records.map((r) => upiCollectFor(r.order, settings)));
    return records.map((r, i) => {
      const customer = customers.get(r.order.userId) ?? UNKNOWN_CUSTOMER;
      const table = r.order.tabId ? tables.get(r.order.tabId) : undefined;
      return {
        upi: upis[i],
        ...(table && { table }),
        ...r,
        // The phone given for this order first: the one the customer expects a call on.
        customer: { ...customer, phone: r.order.contactPhone ?? customer.phone },
        mailProblems: problems.filter((p) => p.orderId === r.order.id),
        rating: ratings.get(r.order.id) ?? null,
        vegMarks,
      };
    });
  }
  /** The order a finished-orders cursor names, which must still exist. */
  async function cursorOrder(cursor: string): Promise<string> {
    const id = decodeDoneCursor(cursor);
    if (!id || !(await orders.find(db, id))) {
      throw badRequest('Invalid cursor: read the board again');
    }
    return id;
  }
  const withCustomer = async (record: OrderRecord) => (await withCustomers(db, [record]))[0]!;

  return {
    async list(query: StaffOrdersFilter) {
      const timeZone = (await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;
      const at = now();
      const range = restaurantDays(query, timeZone, at);
      const filter = {
        start: range.start,
        end: range.end,
        statuses: query.status,
        fulfilment: query.fulfilment,
        scheduledOnly: query.scheduled,
        withUnfinished: range.end > at,
      };
      const after = query.doneAfter === undefined ? undefined : await cursorOrder(query.doneAfter);
      // One more than asked tells whether there are more. A later page of finished orders
      // leaves the unfinished ones out: the board holds them already.
      const [unfinished, finished, doneTotal] = await Promise.all([
        after ? [] : kitchenOrders.unfinished(db, { ...filter, limit: STAFF_ORDERS_CAP + 1 }),
        kitchenOrders.finished(db, { ...filter, after, limit: query.doneLimit + 1 }),
        kitchenOrders.countFinished(db, filter),
      ]);
      const done = finished.slice(0, query.doneLimit);
      // Newest first, as one list always was.
      const records = [...unfinished.slice(0, STAFF_ORDERS_CAP), ...done].sort(
        (a, b) =>
          b.order.createdAt.getTime() - a.order.createdAt.getTime() ||
          (a.order.id < b.order.id ? 1 : -1),
      );
      return {
        records: await withCustomers(db, records),
        range: { ...range, timeZone },
        truncated: unfinished.length > STAFF_ORDERS_CAP,
        doneTotal,
        doneCursor:
          finished.length > query.doneLimit ? encodeDoneCursor(done.at(-1)!.order.id) : null,
      };
    },

    async get(orderId: string): Promise<KitchenOrderRecord> {
      return withCustomer(await service.get(orderId));
    },

    async changeStatus(input: {
      orderId: string;
      to: OrderStatus;
      reason?: string;
      from?: OrderStatus;
      actorUserId: string;
    }): Promise<KitchenOrderRecord> {
      if (needsSlotDay(input.to)) {
        // A booking for a later day may be accepted and cooked ahead, but not finished before
        // its own day: a tap tonight must not tell tomorrow's customer their food is here.
        // (An order's slot never changes, so reading it outside the move's lock is safe.)
        const { order } = await service.get(input.orderId);
        const settings = await restaurant.getSettings(db);
        const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE;
        if (
          order.scheduledFor &&
          restaurantDay(order.scheduledFor, timeZone) > restaurantDay(now(), timeZone)
        ) {
          const format = restaurantFormat({
            timeZone,
            locale: settings?.locale ?? DEFAULT_LOCALE,
            currency: settings?.currency ?? DEFAULT_CURRENCY,
          });
          throw conflict(
            `Order ${order.number} is booked for ${format.dateTime(order.scheduledFor)}: it can be accepted and cooked ahead, but not marked ready, sent or handed over before that day.`,
            ErrorCode.TransitionRefused,
          );
        }
      }
      return withCustomer(await service.changeStatus({ ...input, actor: 'staff' }));
    },
  };
}

export type StaffOrdersService = ReturnType<typeof createStaffOrdersService>;
