import type { OrderEvent } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import type { AuditLog } from '../audit/audit-log';
import type { DeliveryAreasReader } from '../delivery-areas/delivery-areas.repository';
import type { CreditNotesService } from '../invoices/credit-notes.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { createCartRepository } from '../cart/cart.repository';
import { createCustomersRepository } from '../customers/customers.repository';
import { createCheckoutRepository } from './checkout.repository';
import { createCheckoutService } from './checkout.service';
import { createCouponUsesRepository } from './coupon-uses.repository';
import { createOrderStreams, type StreamLimits } from './order-streams';
import { createKitchenOrdersRepository } from './kitchen-orders.repository';
import { createOrdersRepository, type StatusEnteredHook } from './orders.repository';
import { createOrdersService } from './orders.service';
import { createOrderLifecycle } from './order-lifecycle';
import { createOrderPayments } from './order-payments';
import { createOrderRefunds } from './order-refunds';
import { createOrderStatusRepository } from './order-status.repository';
import { createDineInRounds } from './dine-in-rounds';
import { createStaffOrdersService, type OrderMailProblem } from './staff-orders.service';
import { onlinePayment, paymentProviders, type PaymentProviders } from './payment-providers';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createPaymentsModule, type OnlinePaymentConfig } from '../payments/payments.module';

/**
 * The orders module's one composition root: the customer routes and the staff routes (in the
 * staff scope) share its services and its open streams, which app.ts closes with the app.
 */
export function createOrdersModule(deps: {
  db: Database;
  events: EventBus;
  audit: AuditLog;
  /** The restaurant's settings (built once in app.ts): checkout's terms, the kitchen's day. */
  restaurant: RestaurantSettingsReader;
  /** Where the restaurant delivers: a delivery's fee, minimum and extra minutes. */
  deliveryAreas: DeliveryAreasReader;
  log: (err: unknown, message: string) => void;
  /** Caps of the live order streams (env STREAMS_PER_USER, STREAMS_TOTAL). */
  streamLimits: StreamLimits;
  /** Counts what this instance did (decision 0057): orders placed and each status entered. */
  metrics: {
    orderPlaced(status: OrderEvent['status']): void;
    orderStatusChanged(status: OrderEvent['status']): void;
  };
  /** After commit, every order placed or changed (web push); must return at once. */
  notify?: (event: OrderEvent) => void;
  /** Mail about orders: queued with each status (same transaction), woken after each commit. */
  mail?: {
    statusEntered: StatusEnteredHook;
    /** A staff refund went back: its mail is queued in that transaction (decision 0080). */
    staffRefunded?: (
      tx: Executor,
      refund: { orderId: string; refundId: string; at: Date },
    ) => Promise<void>;
    committed(): void;
    problems: (ex: Executor, orderIds: string[]) => Promise<OrderMailProblem[]>;
  };
  /** Online payment, when its keys are set (issue 20); absent: not offered. */
  onlinePayment?: { config: OnlinePaymentConfig; gateway: PaymentGateway };
  /** The customers' stars by order, for the board's low-rating mark (decision 0086). */
  ratings?: (ex: Executor, orderIds: string[]) => Promise<Map<string, number>>;
  /** GST tax invoices, issued by the lifecycle (decision 0082). */
  invoices?: Pick<InvoicesService, 'issue'>;
  /** GST credit notes, issued when a refund of an invoiced order settles (decision 0089). */
  creditNotes?: Pick<CreditNotesService, 'issueForRefund'>;
}) {
  const ordersRepo = createOrdersRepository({ onStatusEntered: deps.mail?.statusEntered });
  const couponUses = createCouponUsesRepository();
  const cart = createCartRepository();
  // Streams re-read an order's status through the service (called later, once both exist).
  const streams = createOrderStreams({
    events: deps.events,
    statusOf: (orderId, ownerId) => orders.statusEvent(orderId, ownerId),
    log: deps.log,
    limits: deps.streamLimits,
  });
  const onChanged = (event: OrderEvent) => {
    deps.metrics.orderStatusChanged(event.status);
    streams.publish(event);
    deps.notify?.(event);
    deps.mail?.committed();
  };
  const statuses = createOrderStatusRepository();
  // The one owner of every status move (decision 0077); payments are bound late (built below).
  const lifecycle = createOrderLifecycle({
    orders: ordersRepo,
    statuses,
    couponUses,
    cart,
    audit: deps.audit,
    onPlaced: (event) => {
      deps.metrics.orderPlaced(event.status);
      streams.publish(event);
      deps.notify?.(event);
      deps.mail?.committed();
    },
    onChanged,
    payments: () => payments?.service,
    // Read in the order's own transaction: a switch turned off applies to the very next order.
    async autoAccepts(ex, fulfilment) {
      const settings = await deps.restaurant.getSettings(ex);
      if (!settings) return false;
      return fulfilment === 'delivery' ? settings.autoAcceptDelivery : settings.autoAcceptPickup;
    },
    invoices: deps.invoices,
  });
  const orderPayments = createOrderPayments({
    db: deps.db,
    orders: ordersRepo,
    statuses,
    lifecycle,
    audit: deps.audit,
    restaurant: deps.restaurant,
    deliveryAreas: deps.deliveryAreas,
    onChanged,
    onStaffRefunded: deps.mail?.staffRefunded,
    creditNotes: deps.creditNotes,
  });
  const payments =
    deps.onlinePayment &&
    createPaymentsModule({
      config: deps.onlinePayment.config,
      gateway: deps.onlinePayment.gateway,
      db: deps.db,
      orders: orderPayments.port,
      audit: deps.audit,
      restaurant: deps.restaurant,
      log: deps.log,
    });
  const orders = createOrdersService({ db: deps.db, orders: ordersRepo, lifecycle });
  const providers: PaymentProviders = deps.onlinePayment
    ? {
        ...paymentProviders,
        online: onlinePayment(
          deps.onlinePayment.config.gateway.provider,
          deps.onlinePayment.config.ttlSeconds,
        ),
      }
    : paymentProviders;
  const kitchen = createStaffOrdersService({
    db: deps.db,
    orders: ordersRepo,
    kitchenOrders: createKitchenOrdersRepository({ orders: ordersRepo }),
    service: orders,
    restaurant: deps.restaurant,
    mailProblems: deps.mail?.problems,
    ratings: deps.ratings,
  });
  const refunds = createOrderRefunds({
    db: deps.db,
    orders: ordersRepo,
    statuses,
    restaurant: deps.restaurant,
    payments: () => payments?.service,
    publish: orderPayments.port.publish,
  });
  const checkoutRepo = createCheckoutRepository({
    restaurant: deps.restaurant,
    areas: deps.deliveryAreas,
  });
  const checkout = createCheckoutService({
    db: deps.db,
    orders: ordersRepo,
    checkout: checkoutRepo,
    couponUses,
    customers: createCustomersRepository(),
    cart,
    payments: providers,
    lifecycle,
  });
  return {
    orders,
    /** Dine-in rounds (decision 0094): priced and opened here, for the dine-in module's tabs. */
    rounds: createDineInRounds({
      orders: ordersRepo,
      statuses,
      lifecycle,
      checkout: checkoutRepo,
      cart,
    }),
    /** For the riders module (decision 0083): its moves go through the same owner. */
    lifecycle,
    repository: ordersRepo,
    statuses,
    checkout,
    streams,
    kitchen,
    refunds,
    payments,
    /** Pay on handover: only where online payment is configured. */
    orderPayments: payments ? orderPayments : undefined,
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
