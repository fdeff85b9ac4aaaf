import {
  API_BASE_PATH,
  ErrorCode,
  PAYMENT_RETURN_PARAM,
  PAYMENT_RETURN_UNMATCHED,
  paymentReturnPaths,
  type PaymentReturnOutcome,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import type { AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { PaymentOrder, PaymentOrders } from './order-port';
import { createPaymentApplication } from './payment-application';
import { createPaymentRefunds } from './payment-refunds';
import type { PaymentsRepository } from './payments.repository';
import {
  ProviderError,
  type PaymentEvent,
  type PaymentGateway,
  type ReturnQuery,
} from './payment-gateway';
import { createTabPayments, providerDown } from './tab-payments';
import type { PaymentTabs } from './tab-port';
import { tabRefundsReader } from './tab-refunds';

const orderNotFound = () => notFound('We could not find that order.', ErrorCode.OrderNotFound);

/**
 * Online payment (issue 20; decisions 0060, 0061): opens the provider's hosted page for an
 * order awaiting payment, and applies only what the provider signed or answered itself. Every
 * change runs on the locked order row in one transaction with its history, audit entry and the
 * signed event's key, so a return and webhooks arriving together, twice, or on two instances
 * change the order once; it is published on the order's stream after commit.
 */
export function createPaymentsService(deps: {
  db: Database;
  gateway: PaymentGateway;
  /** The order module's side: it decides what a payment means and writes the order. */
  orders: PaymentOrders;
  payments: PaymentsRepository;
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
  /** The storefront's public origin: the hosted page comes back to it. */
  publicUrl: string;
  /** How long a tab's attempt stays open (an order's deadline is its own). */
  ttlSeconds: number;
  log: (err: unknown, message: string) => void;
  now?: () => Date;
}) {
  const { db, gateway, orders, payments, audit } = deps;
  const now = deps.now ?? (() => new Date());
  // The dine-in module's side, bound once it is built (decision 0100).
  let tabs: PaymentTabs | undefined;
  const refunds = createPaymentRefunds({ ...deps, now, tabs: () => tabs });
  const tabPayments = createTabPayments({ ...deps, now });

  /** After commit, never in the request's way: a failure is logged and retried by the job. */
  const sending = new Set<Promise<void>>();
  function processRefundsSoon() {
    const run = refunds
      .processPending()
      .catch((err: unknown) => deps.log(err, 'refunds not processed'))
      .finally(() => sending.delete(run));
    sending.add(run);
  }

  /** The hosted page for this order: its open link when it has one, else a new one. */
  async function redirectFor(order: PaymentOrder): Promise<string> {
    const links = await payments.linksOf(db, order.id);
    const open = links.find((l) => l.status === 'created' && l.amountMinor === order.totalMinor);
    if (open) return open.shortUrl;
    const settings = await deps.restaurant.settingsOrDefaults(db);
    if (!gateway.takesCurrency(settings.currency)) {
      // check-config says so too: the provider cannot take this restaurant's currency.
      deps.log(
        new Error(`${gateway.label} does not take ${settings.currency}`),
        'payment attempt not created',
      );
      throw providerDown();
    }
    const customer = await orders.customer(db, order.userId);
    const at = now();
    let attempt;
    try {
      attempt = await gateway.createAttempt({
        orderId: order.id,
        amountMinor: order.totalMinor,
        currency: settings.currency,
        // Unique per attempt at the provider: the order id, then -2, -3… for fresh attempts.
        reference: links.length === 0 ? order.id : `${order.id}-${links.length + 1}`,
        description: `${settings.name} order ${order.number}`,
        expiresAt: order.paymentExpiresAt ?? at,
        returnUrl: `${deps.publicUrl}${API_BASE_PATH}${paymentReturnPaths[gateway.provider]}`,
        customer: {
          name: customer?.name ?? 'Customer',
          ...(customer?.email ? { email: customer.email } : {}),
          ...(order.contactPhone ? { phone: order.contactPhone } : {}),
        },
      });
    } catch (error) {
      if (error instanceof ProviderError) {
        deps.log(error, 'payment attempt not created');
        throw providerDown();
      }
      throw error;
    }
    await payments.addLink(db, {
      id: attempt.id,
      orderId: order.id,
      provider: gateway.provider,
      amountMinor: order.totalMinor,
      currency: settings.currency,
      shortUrl: attempt.redirectUrl,
      providerOrderId: attempt.providerOrderId,
    });
    return attempt.redirectUrl;
  }

  /**
   * The attempt a payment event is about: named, or found by the provider's order (issue 31,
   * item 3: Razorpay's payment.captured and payment.failed carry only that). An order id we have
   * not seen yet is asked of the provider once; null when the payment is not ours.
   */
  async function attemptOf(event: Extract<PaymentEvent, { kind: 'payment' }>) {
    const { attemptId, providerOrderId } = event;
    if (attemptId) {
      if (providerOrderId) await payments.noteProviderOrder(db, attemptId, providerOrderId);
      return attemptId;
    }
    if (providerOrderId) {
      const known = await payments.linkByProviderOrder(db, providerOrderId);
      if (known) return known.id;
    }
    let orderId = event.orderId;
    if (!orderId && providerOrderId) {
      try {
        orderId = await gateway.orderOfProviderOrder(providerOrderId);
      } catch (error) {
        // Not an order of this account's (a 4xx): not ours. Unreachable: the webhook is retried.
        if (!(error instanceof ProviderError) || error.statusCode === null) throw error;
        if (error.statusCode >= 500 || error.statusCode === 429) throw error;
        return null;
      }
    }
    // The provider keeps a tab's id where it keeps an order's (decision 0100).
    const links = orderId
      ? [...(await payments.linksOf(db, orderId)), ...(await payments.linksOfTab(db, orderId))]
      : [];
    const link = links.find((l) => l.provider === gateway.provider);
    // An order's one link is this one; of several, the newest stands for them (same order,
    // amount and currency: all a payment's verdict reads).
    if (link && providerOrderId && links.length === 1) {
      await payments.noteProviderOrder(db, link.id, providerOrderId);
    }
    return link?.id ?? null;
  }

  const applyPayment = createPaymentApplication({
    db,
    gateway,
    orders,
    payments,
    audit,
    processRefundsSoon,
    tabs: () => tabs,
  });

  return {
    refunds,
    applyPayment,
    /** A tab's balance paid online, and its open attempts closed (decision 0100). */
    tabs: tabPayments,
    /** The refunds of tabs' payments they did not keep (decision 0100), for their views. */
    tabRefunds: tabRefundsReader(payments),
    bindTabs(port: PaymentTabs) {
      tabs = port;
    },
    /** Resolves once the refunds sent in the background so far are done (the job, close). */
    async settled(): Promise<void> {
      while (sending.size) await Promise.all([...sending]);
    },

    /** POST /orders's second half for an online order (also its replay): where to pay. */
    async startPayment(orderId: string): Promise<string> {
      const order = await orders.find(db, orderId);
      if (!order) throw orderNotFound();
      return redirectFor(order);
    },

    /** POST /orders/:id/payment: a fresh attempt at the same amount. */
    async retry(orderId: string, ownerId: string): Promise<string> {
      const order = await orders.find(db, orderId, ownerId);
      if (!order) throw orderNotFound();
      if (order.status !== 'awaiting_payment') {
        throw conflict(
          order.status === 'expired'
            ? 'This order expired before it was paid. Please place it again.'
            : 'This order is no longer waiting for a payment.',
          ErrorCode.TransitionRefused,
        );
      }
      return redirectFor(order);
    },

    /**
     * The hosted page's return: applied only when the provider confirms it (a signature the
     * adapter checks, then the payment asked of the provider). Where to send the browser.
     */
    async handleReturn(query: ReturnQuery): Promise<string> {
      const attemptId = gateway.returnAttemptId(query);
      const link = attemptId ? await payments.link(db, attemptId) : null;
      if (!link || link.provider !== gateway.provider) {
        return `${deps.publicUrl}/order-confirmation?${PAYMENT_RETURN_PARAM}=${PAYMENT_RETURN_UNMATCHED}`;
      }
      // An order's page, or the table's for a tab (decision 0100).
      const tabPage = link.tabId && tabs ? await tabs.pagePath(db, link.tabId) : null;
      const page = (outcome: PaymentReturnOutcome) =>
        tabPage
          ? `${deps.publicUrl}${tabPage}?${PAYMENT_RETURN_PARAM}=${outcome}`
          : `${deps.publicUrl}/order-confirmation?id=${encodeURIComponent(link.orderId ?? '')}&${PAYMENT_RETURN_PARAM}=${outcome}`;
      try {
        const payment = await gateway.verifyReturn(query, link.id);
        if (!payment) return page('pending');
        const applied = await applyPayment(link.id, payment);
        return page(applied?.outcome ?? 'pending');
      } catch (error) {
        // The provider could not be asked: the webhook or the job will decide.
        deps.log(error, 'payment return not applied');
        return page('pending');
      }
    },

    /** A verified webhook's normalised event (the route had the adapter check it). */
    async handleEvent(event: PaymentEvent): Promise<void> {
      const claim = { id: event.key, event: event.name };
      if (event.kind === 'payment') {
        const attemptId = await attemptOf(event);
        if (attemptId) {
          await applyPayment(attemptId, event.payment, claim);
          return;
        }
      }
      if (event.kind === 'refund') {
        await refunds.applyRefundEvent(event.paymentId, event.refund, claim);
        return;
      }
      await payments.claimEvent(db, {
        provider: gateway.provider,
        eventId: claim.id,
        event: claim.event,
      });
    },

    /** Inside a cancel or reject: a paid order's payment is refunded (the row, once). */
    onOrderEnded: refunds.onOrderEnded,
    /** After a cancel or reject committed: no open link is left to pay, refunds go out. */
    afterOrderEnded: async (orderId: string) => {
      await refunds.cancelOpenLinks(orderId);
      processRefundsSoon();
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
