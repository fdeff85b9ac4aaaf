import {
  ErrorCode,
  matchDeliveryArea,
  orderStatusLabels,
  type GeoPoint,
  type OrderStatus,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import type { AuditLog } from '../audit/audit-log';
import type { DeliveryAreasReader } from '../delivery-areas/delivery-areas.repository';
import type { OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderStatusRepository } from '../orders/order-status.repository';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository';
import { upiCollectFor } from '../orders/upi-collect';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { RidersRepository } from './riders.repository';

/** The kitchen may give a delivery to a rider until it leaves the door. */
const ASSIGNABLE: ReadonlySet<OrderStatus> = new Set(['accepted', 'preparing', 'ready']);
/** Ready deliveries offered to riders at once. */
const OPEN_LIMIT = 20;

// A rider asking about an order that is not theirs learns nothing about it.
const notYours = () =>
  notFound('We could not find that order among yours.', ErrorCode.OrderNotFound);

/**
 * Riders and live tracking (issue 34, decision 0083). A rider sees and moves only the
 * deliveries they carry, and only until delivered; every status move goes through the orders
 * lifecycle as the actor `rider`. Positions: only the latest, only while out, announced to the
 * order's stream.
 */
export function createRidersService(deps: {
  db: Database;
  riders: RidersRepository;
  /** The orders table's one writer (0077): an order's rider and position, never its status here. */
  statuses: Pick<OrderStatusRepository, 'assignRider' | 'saveRiderPosition'>;
  orders: Pick<OrdersRepository, 'find' | 'details' | 'customers'>;
  lifecycle: OrderLifecycle;
  /** Tells the order's followers to read it again (a position, a rider assigned). */
  nudge: (orderId: string) => void;
  areas: DeliveryAreasReader;
  audit: AuditLog;
  /** The UPI id and payee name of the cash-due QR (decision 0090). */
  restaurant: Pick<RestaurantSettingsReader, 'getSettings'>;
  now?: () => Date;
}) {
  const { db, riders, orders, lifecycle, statuses } = deps;
  const now = deps.now ?? (() => new Date());

  /** The delivery area's centre the order's address falls in, when the area has one. */
  async function destinationOf(ex: Executor, order: OrderRow): Promise<GeoPoint | null> {
    if (!order.address) return null;
    const area = matchDeliveryArea(await deps.areas.list(ex), order.address.postalCode);
    return area && area.centreLat !== null && area.centreLng !== null
      ? { lat: area.centreLat, lng: area.centreLng }
      : null;
  }

  return {
    /** The rider's unfinished deliveries with their customers, and the ready ones nobody has. */
    async list(riderId: string) {
      const [carried, open] = await Promise.all([
        riders.listCarried(db, riderId),
        riders.listOpen(db, OPEN_LIMIT),
      ]);
      const [records, customers, settings] = await Promise.all([
        Promise.all(carried.map((o) => orders.details(db, o))),
        orders.customers(
          db,
          carried.map((o) => o.userId),
        ),
        deps.restaurant.getSettings(db),
      ]);
      const upis = await Promise.all(carried.map((o) => upiCollectFor(o, settings)));
      return { carried: records.map((r, i) => ({ ...r, upi: upis[i] })), customers, open };
    },

    /** A rider takes a ready delivery nobody carries (the first of two riders gets it). */
    async take(riderId: string, orderId: string): Promise<void> {
      const taken = await db.transaction(async (tx) => {
        const order = await orders.find(tx, orderId, { forUpdate: true });
        if (!order || order.fulfilment !== 'delivery') throw notYours();
        if (order.riderId === riderId) return null;
        if (order.riderId) {
          throw conflict(
            `Order ${order.number} has been taken by another rider.`,
            ErrorCode.RiderAssignmentRefused,
          );
        }
        if (order.status !== 'ready') {
          throw conflict(
            `Order ${order.number} is ${orderStatusLabels[order.status].toLowerCase()}: a rider takes only ready deliveries.`,
            ErrorCode.RiderAssignmentRefused,
          );
        }
        await statuses.assignRider(tx, order.id, riderId, await destinationOf(tx, order));
        await deps.audit.record(
          tx,
          { id: riderId },
          {
            action: 'order.rider',
            entityType: 'order',
            entityId: order.id,
            before: { number: order.number, riderId: null },
            after: { number: order.number, riderId },
          },
        );
        return order.id;
      });
      if (taken) deps.nudge(taken);
    },

    /** "Picked up" or "Delivered" by the order's own rider, through the lifecycle. */
    async move(input: {
      riderId: string;
      orderId: string;
      to: 'out_for_delivery' | 'delivered';
      from?: OrderStatus;
    }): Promise<void> {
      const moved = await db.transaction(async (tx) => {
        const order = await lifecycle.lock(tx, input.orderId, input.to);
        if (!order || order.riderId !== input.riderId) throw notYours();
        return lifecycle.transition(
          tx,
          order,
          input.to,
          { role: 'rider', userId: input.riderId },
          null,
          { seen: input.from },
        );
      });
      await lifecycle.committed(moved);
    },

    /**
     * The rider's position now, kept as the order's only one while it is out with them; the
     * customer's page is told. 404 for someone else's order, 409 when it is not out.
     */
    async position(input: { riderId: string; orderId: string; point: GeoPoint }): Promise<void> {
      const saved = await statuses.saveRiderPosition(db, { ...input, at: now() });
      if (!saved) {
        const order = await orders.find(db, input.orderId);
        if (!order || order.riderId !== input.riderId) throw notYours();
        throw conflict(
          `Order ${order.number} is ${orderStatusLabels[order.status].toLowerCase()}, not out for delivery: your position is shared only while it is.`,
          ErrorCode.PositionRefused,
        );
      }
      deps.nudge(input.orderId);
    },

    listRiders: () => riders.listRiders(db),

    /** The kitchen gives a delivery to a rider (null: takes it back), audited. */
    async assign(input: { staffId: string; orderId: string; riderId: string | null }) {
      await db.transaction(async (tx) => {
        const order = await orders.find(tx, input.orderId, { forUpdate: true });
        if (!order) throw notFound('We could not find that order.', ErrorCode.OrderNotFound);
        if (order.riderId === input.riderId) return;
        if (order.fulfilment !== 'delivery') {
          throw conflict(
            `Order ${order.number} is for pickup: it needs no rider.`,
            ErrorCode.RiderAssignmentRefused,
          );
        }
        if (!ASSIGNABLE.has(order.status)) {
          throw conflict(
            `Order ${order.number} is ${orderStatusLabels[order.status].toLowerCase()}: its rider can no longer change.`,
            ErrorCode.RiderAssignmentRefused,
          );
        }
        if (input.riderId && !(await riders.findRider(tx, input.riderId))) {
          throw badRequest('Choose one of the riders listed.', ErrorCode.RiderNotFound);
        }
        const destination = input.riderId ? await destinationOf(tx, order) : null;
        await statuses.assignRider(tx, order.id, input.riderId, destination);
        await deps.audit.record(
          tx,
          { id: input.staffId },
          {
            action: 'order.rider',
            entityType: 'order',
            entityId: order.id,
            before: { number: order.number, riderId: order.riderId },
            after: { number: order.number, riderId: input.riderId },
          },
        );
      });
      deps.nudge(input.orderId);
    },
  };
}

export type RidersService = ReturnType<typeof createRidersService>;
