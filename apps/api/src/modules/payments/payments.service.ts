import {
  API_BASE_PATH,
  ErrorCode,
  PAYMENT_RETURN_PARAM,
  PAYMENT_RETURN_UNMATCHED,
  RAZORPAY_RETURN_PATH,
  type PaymentReturnOutcome,
  type RazorpayReturnQuery,
} from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { HttpError, conflict, notFound } from '../../http-error';
import type { AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { PaymentOrder, PaymentOrders } from './order-port';
import { createPaymentApplication } from './payment-application';
import { createPaymentRefunds } from './payment-refunds';
import type { PaymentsRepository } from './payments.repository';
import { ProviderError, type RazorpayGateway } from './razorpay-gateway';
import { reportedPayment, type WebhookEvent } from './reported-payment';

const orderNotFound = () => notFound('We could not find that order.', ErrorCode.OrderNotFound);
const providerDown = () =>
  new HttpError(
    502,
    'The payment page could not be opened just now. Please try again in a moment.',
    ErrorCode.PaymentDeclined,
  );

/**
 * Online payment (issue 20; decisions 0060, 0061): opens the provider's hosted page for an
 * order awaiting payment, and applies only what the provider signed or answered itself. Every
 * change runs on the locked order row in one transaction with its history, audit entry and the
 * signed event's key, so a return and webhooks arriving together, twice, or on two instances
 * change the order once; it is published on the order's stream after commit.
 */
export function createPaymentsService(deps: {
  db: Database;
  gateway: RazorpayGateway;
  /** The order module's side: it decides what a payment means and writes the order. */
  orders: PaymentOrders;
  payments: PaymentsRepository;
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
  /** The storefront's public origin: the hosted page comes back to it. */
  publicUrl: string;
  log: (err: unknown, message: string) => void;
  now?: () => Date;
}) {
  const { db, gateway, orders, payments, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const refunds = createPaymentRefunds({ ...deps, now });

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
    const customer = await orders.customer(db, order.userId);
    const at = now();
    // Razorpay wants expire_by at least 15 minutes ahead; our own expiry (the job) is what
    // counts, and a payment after it is refunded.
    const expireBy = new Date(
      Math.max(order.paymentExpiresAt?.getTime() ?? 0, at.getTime() + 16 * 60_000),
    );
    let link;
    try {
      link = await gateway.createLink({
        amountMinor: order.totalMinor,
        currency: settings.currency,
        // Unique per link at Razorpay: the order id, then -2, -3… for fresh attempts.
        referenceId: links.length === 0 ? order.id : `${order.id}-${links.length + 1}`,
        orderId: order.id,
        description: `${settings.name} order ${order.number}`,
        expireBy,
        callbackUrl: `${deps.publicUrl}${API_BASE_PATH}${RAZORPAY_RETURN_PATH}`,
        customer: {
          name: customer?.name ?? 'Customer',
          ...(customer?.email ? { email: customer.email } : {}),
          ...(order.contactPhone ? { contact: order.contactPhone } : {}),
        },
      });
    } catch (error) {
      if (error instanceof ProviderError) {
        deps.log(error, 'payment link not created');
        throw providerDown();
      }
      throw error;
    }
    await payments.addLink(db, {
      id: link.id,
      orderId: order.id,
      provider: 'razorpay',
      amountMinor: order.totalMinor,
      currency: settings.currency,
      shortUrl: link.short_url,
    });
    return link.short_url;
  }

  const applyPayment = createPaymentApplication({
    db,
    orders,
    payments,
    audit,
    processRefundsSoon,
  });

  return {
    refunds,
    applyPayment,
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
     * The hosted page's return: applied only when its signature verifies with the SDK, and
     * even then the payment's amount is asked of the provider. Where to send the browser.
     */
    async handleReturn(query: RazorpayReturnQuery): Promise<string> {
      const linkId = query.razorpay_payment_link_id;
      const link = linkId ? await payments.link(db, linkId) : null;
      const page = (orderId: string, outcome: PaymentReturnOutcome) =>
        `${deps.publicUrl}/order-confirmation?id=${encodeURIComponent(orderId)}&${PAYMENT_RETURN_PARAM}=${outcome}`;
      if (!link) {
        return `${deps.publicUrl}/order-confirmation?${PAYMENT_RETURN_PARAM}=${PAYMENT_RETURN_UNMATCHED}`;
      }
      const signed =
        query.razorpay_payment_id &&
        query.razorpay_signature &&
        query.razorpay_payment_link_status &&
        query.razorpay_payment_link_reference_id !== undefined &&
        gateway.verifyReturn(
          {
            paymentId: query.razorpay_payment_id,
            paymentLinkId: link.id,
            referenceId: query.razorpay_payment_link_reference_id,
            linkStatus: query.razorpay_payment_link_status,
          },
          query.razorpay_signature,
        );
      if (!signed) return page(link.orderId, 'pending');
      try {
        const payment = await gateway.fetchPayment(query.razorpay_payment_id!);
        const applied = await applyPayment(link.id, reportedPayment(payment));
        return page(link.orderId, applied?.outcome ?? 'pending');
      } catch (error) {
        // The provider could not be asked: the webhook or the job will decide.
        deps.log(error, 'payment return not applied');
        return page(link.orderId, 'pending');
      }
    },

    /**
     * A verified webhook's event (the route checked the signature on the raw body); `eventKey`
     * names what was signed (decision 0074), never the unsigned event-id header.
     */
    async handleEvent(eventKey: string, event: WebhookEvent): Promise<void> {
      const claim = { id: eventKey, event: event.event };
      const payment = event.payload.payment?.entity;
      if (event.event === 'payment_link.paid' && payment && event.payload.payment_link) {
        await applyPayment(event.payload.payment_link.entity.id, reportedPayment(payment), claim);
        return;
      }
      if (event.event === 'payment.failed' && payment?.notes?.order_id) {
        const [link] = await payments.linksOf(db, String(payment.notes.order_id));
        if (link) {
          await applyPayment(link.id, reportedPayment(payment), claim);
          return;
        }
      }
      if (
        (event.event === 'refund.processed' || event.event === 'refund.failed') &&
        event.payload.refund
      ) {
        await refunds.applyRefundEvent(event.payload.refund.entity, claim);
        return;
      }
      await payments.claimEvent(db, {
        provider: 'razorpay',
        eventId: eventKey,
        event: event.event,
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
