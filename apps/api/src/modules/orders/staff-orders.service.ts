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
  type FulfilmentMethod,
  type OrderStatus,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { conflict } from '../../http-error';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { OrderCustomer, OrderRecord, OrdersRepository } from './orders.repository';
import type { OrdersService } from './orders.service';

/** An order with the account that placed it: what the kitchen board shows. */
export interface KitchenOrderRecord extends OrderRecord {
  customer: OrderCustomer;
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
  service: OrdersService;
  restaurant: RestaurantSettingsReader;
  now?: () => Date;
}) {
  const { db, orders, service, restaurant } = deps;
  const now = deps.now ?? (() => new Date());

  async function withCustomers(
    ex: Executor,
    records: OrderRecord[],
  ): Promise<KitchenOrderRecord[]> {
    const customers = await orders.customers(
      ex,
      records.map((r) => r.order.userId),
    );
    return records.map((r) => {
      const customer = customers.get(r.order.userId) ?? UNKNOWN_CUSTOMER;
      // The phone given for this order first: the one the customer expects a call on.
      return { ...r, customer: { ...customer, phone: r.order.contactPhone ?? customer.phone } };
    });
  }
  const withCustomer = async (record: OrderRecord) => (await withCustomers(db, [record]))[0]!;

  return {
    async list(query: {
      from?: string;
      to?: string;
      status?: OrderStatus[];
      fulfilment?: FulfilmentMethod;
      scheduled?: boolean;
    }) {
      const timeZone = (await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;
      const at = now();
      const range = restaurantDays(query, timeZone, at);
      // One more than the cap tells whether there were more.
      const records = await orders.listForKitchen(db, {
        start: range.start,
        end: range.end,
        statuses: query.status,
        fulfilment: query.fulfilment,
        scheduledOnly: query.scheduled,
        // Days still running carry what the kitchen has not finished from before them.
        withUnfinished: range.end > at,
        limit: STAFF_ORDERS_CAP + 1,
      });
      return {
        records: await withCustomers(db, records.slice(0, STAFF_ORDERS_CAP)),
        range: { ...range, timeZone },
        truncated: records.length > STAFF_ORDERS_CAP,
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
