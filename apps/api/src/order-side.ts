import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { AuditLog } from './modules/audit/audit-log';
import type { DeliveryAreasRepository } from './modules/delivery-areas/delivery-areas.repository';
import type { MailQueue } from './modules/mail/mail-queue';
import type { AppMetrics } from './modules/metrics/app-metrics';
import { createCreditNotesRepository } from './modules/invoices/credit-notes.repository';
import { createCreditNotesService } from './modules/invoices/credit-notes.service';
import { createInvoicesRepository } from './modules/invoices/invoices.repository';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createDeliveryReports } from './modules/messaging/delivery-reports';
import { createInboundMessages } from './modules/messaging/inbound-messages';
import { createMessageSettingsService } from './modules/messaging/message-settings.service';
import { createMessenger } from './modules/messaging/messenger';
import { createOrderMessagesModule } from './modules/messaging/order-messages.module';
import { createOrderMailsModule } from './modules/order-mails/order-mails.module';
import { createOrdersModule } from './modules/orders/orders.module';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createRatingsRepository } from './modules/ratings/ratings.repository';
import { onlinePaymentConfig } from './modules/payments/online-payment-config';
import { createPaymentGateway } from './modules/payments/payments.module';
import type { PushTransport } from './modules/push/push-sender';
import { createPushModule } from './modules/push/push.module';
import type { RestaurantRepository } from './modules/restaurant/restaurant.repository';
import { createDineInModule } from './modules/dine-in/dine-in.module';
import { createRidersModule } from './modules/riders/riders.module';

/**
 * The orders module and what follows an order once it commits: its mails (decision 0064), web
 * push (0065) and online payment's reconciliation job (0060-0061). One place wires them, so each
 * order change reaches streams, push and mail through the same after-commit hook.
 */
export async function createOrderSide(
  app: FastifyInstance,
  deps: {
    db: Database;
    env: Env;
    audit: AuditLog;
    restaurant: RestaurantRepository;
    deliveryAreas: DeliveryAreasRepository;
    mailQueue: MailQueue;
    metrics: AppMetrics;
    pushTransport?: PushTransport;
    sessionSecret: string;
  },
) {
  const { db, env } = deps;
  const onlinePayment = onlinePaymentConfig(env);
  // Queued with the order's changes, sent by this instance's mail-queue worker.
  const mails = createOrderMailsModule({
    db,
    queue: deps.mailQueue,
    orders: createOrdersRepository(),
    restaurant: deps.restaurant,
    publicUrl: env.PUBLIC_URL,
  });
  // Order updates by SMS and WhatsApp (decision 0092): queued beside the mails, in the same
  // transaction, through the same status hook; sent by their own worker through the port.
  const messages = createOrderMessagesModule({
    db,
    messenger: await createMessenger(env, app.log),
    orders: createOrdersRepository(),
    restaurant: deps.restaurant,
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });
  app.decorate('orderMessages', { settle: (at?: Date) => messages.worker.settle(at) });
  app.addHook('onReady', async () => messages.worker.start());
  app.pendingWork.add('message queue', () => messages.worker.stop());
  const push = await createPushModule({
    app,
    db,
    env,
    events: app.events,
    restaurant: deps.restaurant,
    transport: deps.pushTransport,
  });
  // GST tax invoices: issued by the orders' lifecycle, read by customers and staff.
  const invoicesRepo = createInvoicesRepository();
  const creditNotesRepo = createCreditNotesRepository();
  const invoices = createInvoicesService({
    db,
    repo: invoicesRepo,
    creditNotes: creditNotesRepo,
    restaurant: deps.restaurant,
  });
  // Credit notes: issued when a refund of an invoiced order settles (decision 0089).
  const creditNotes = createCreditNotesService({
    db,
    repo: creditNotesRepo,
    invoices: invoicesRepo,
    restaurant: deps.restaurant,
  });
  const orders = createOrdersModule({
    db,
    events: app.events,
    audit: deps.audit,
    restaurant: deps.restaurant,
    deliveryAreas: deps.deliveryAreas,
    log: (err, message) => app.log.warn({ err }, message),
    streamLimits: { perUser: env.STREAMS_PER_USER, total: env.STREAMS_TOTAL },
    metrics: deps.metrics,
    notify: (event) => push.orderChanged(event),
    mail: {
      ...mails.ordersHooks,
      async statusEntered(tx, entry) {
        // One read of who hears of it, for both queues (decision 0095).
        const recipient = await mails.recipientOf(tx, entry.orderId);
        await mails.ordersHooks.statusEntered(tx, entry, recipient);
        await messages.statusEntered(tx, entry, recipient);
      },
      committed() {
        mails.ordersHooks.committed();
        messages.committed();
      },
    },
    onlinePayment: onlinePayment && {
      config: onlinePayment,
      gateway: await createPaymentGateway(onlinePayment.gateway),
    },
    invoices,
    creditNotes,
    ratings: createRatingsRepository().starsOf,
  });
  app.decorate('paymentReconciliation', orders.payments?.reconciliation ?? null);
  if (orders.payments) {
    const { reconciliation, config } = orders.payments;
    if (config.reconcileIntervalSeconds > 0) reconciliation.start(config.reconcileIntervalSeconds);
    app.pendingWork.add('payment reconciliation', () => reconciliation.stop());
  }
  app.decorate('orderStreams', { stats: () => orders.streams.stats() });
  // Order messages' templates (admins), Twilio's STOP replies and its status callbacks (0092).
  const twilioKeys = env.TWILIO_AUTH_TOKEN
    ? { db, jobs: messages.jobs, authToken: env.TWILIO_AUTH_TOKEN, publicUrl: env.PUBLIC_URL }
    : undefined;
  const messaging = {
    jobs: messages.jobs,
    settings: createMessageSettingsService({ db, jobs: messages.jobs, audit: deps.audit }),
    webhooks: twilioKeys && {
      inbound: createInboundMessages(twilioKeys),
      deliveryReports: createDeliveryReports(twilioKeys),
    },
  };
  // Tables, tabs and rounds by QR code (decision 0094): rounds are orders of the one owner.
  const dineIn = createDineInModule({
    db,
    orders,
    audit: deps.audit,
    publicUrl: env.PUBLIC_URL,
    sessionSecret: deps.sessionSecret,
  });
  const riders = createRidersModule({
    db,
    orders,
    areas: deps.deliveryAreas,
    audit: deps.audit,
    restaurant: deps.restaurant,
  });
  return { orders, push, invoices, creditNotes, messages: messaging, dineIn, riders };
}
