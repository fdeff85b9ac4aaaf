import type { Database } from '../../db/client';
import type { AuditLog } from '../audit/audit-log';
import type { DeliveryAreasReader } from '../delivery-areas/delivery-areas.repository';
import type { OrdersModule } from '../orders/orders.module';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { createRidersRepository } from './riders.repository';
import { createRidersService } from './riders.service';

/** Riders and live tracking (decision 0083), on top of the orders module's one lifecycle. */
export function createRidersModule(deps: {
  db: Database;
  orders: OrdersModule;
  areas: DeliveryAreasReader;
  audit: AuditLog;
  /** The UPI id and payee name of the cash-due QR (decision 0090). */
  restaurant: RestaurantSettingsReader;
}) {
  return createRidersService({
    db: deps.db,
    riders: createRidersRepository(),
    orders: deps.orders.repository,
    statuses: deps.orders.statuses,
    lifecycle: deps.orders.lifecycle,
    nudge: (orderId) => deps.orders.streams.nudge(orderId),
    areas: deps.areas,
    audit: deps.audit,
    restaurant: deps.restaurant,
  });
}
