import {
  newId,
  paymentEntity,
  refundEntity,
  signReturn,
  unixNow,
  type RazorpayPayment,
  type RazorpayRefund,
  type StandInLink,
  type StandInOrder,
} from './entities';
import type { createWebhookOutbox } from './webhook-outbox';

/** How a customer finished on the hosted page: paid, and sent back with the signed query. */
export interface HostedResult {
  /** The browser's next address: the link's callback_url with the signed query. */
  returnUrl: string;
  query: Record<string, string>;
  payment: RazorpayPayment;
}

/** The stand-in's records, shared by its API and its page. */
export interface StandInState {
  keySecret: string;
  links: Map<string, StandInLink>;
  orders: Map<string, StandInOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund[]>;
  webhooks: ReturnType<typeof createWebhookOutbox>;
  /** Refunds are processed at once, unless `refundsStayPending` (then settleRefund). */
  settings: { refundsStayPending: boolean };
}

function event(name: string, payload: Record<string, unknown>, contains: string[]) {
  return {
    entity: 'event',
    account_id: 'acc_standin',
    event: name,
    contains,
    payload,
    created_at: unixNow(),
  };
}

/**
 * What happens on a link's page and after, as Razorpay does it and documents it
 * (https://razorpay.com/docs/webhooks/payloads/payment-links/, .../payments/, .../refunds/):
 * the link's order is made when the page is first opened; a payment's webhooks name the link
 * only through that order; a failure stays on the page (no callback, only payment.failed).
 */
export function createLinkPayments(state: StandInState) {
  const { links, orders, payments, refunds, webhooks } = state;

  /** The customer opens the link's page: Razorpay makes the link's order (once). */
  function open(linkId: string): StandInOrder {
    const link = links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    const known = link.order_id ? orders.get(link.order_id) : undefined;
    if (known) return known;
    const order: StandInOrder = {
      id: newId('order'),
      entity: 'order',
      amount: Number(link.amount),
      amount_paid: 0,
      amount_due: Number(link.amount),
      currency: link.currency ?? 'INR',
      notes: Object.fromEntries(Object.entries(link.notes ?? {}).map(([k, v]) => [k, String(v)])),
      receipt: null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      created_at: unixNow(),
    };
    orders.set(order.id, order);
    link.order_id = order.id;
    return order;
  }

  function attempt(link: StandInLink, status: 'captured' | 'failed', amount: number) {
    const order = open(link.id);
    order.attempts += 1;
    order.status = 'attempted';
    const payment = paymentEntity({
      id: newId('pay'),
      amount,
      currency: link.currency ?? 'INR',
      status,
      orderId: order.id,
      linkId: link.id,
      email: link.customer.email ?? '',
      contact: String(link.customer.contact ?? ''),
    });
    payments.set(payment.id, payment);
    if (status === 'captured') {
      order.status = 'paid';
      order.amount_paid += amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
    }
    return { order, payment };
  }

  const linkOf = (linkId: string) => {
    const link = links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    return link;
  };

  /** A payment made on a link's page, its webhooks, and the signed return to the shop. */
  function pay(linkId: string, opts: { amountMinor?: number } = {}): HostedResult {
    const link = linkOf(linkId);
    // Razorpay's page takes no payment on a paid, cancelled or expired link (see captureLate).
    if (link.status !== 'created') throw new Error(`Payment link ${linkId} is ${link.status}`);
    const amount = opts.amountMinor ?? Number(link.amount);
    const { order, payment } = attempt(link, 'captured', amount);
    link.status = 'paid';
    link.amount_paid = amount;
    link.updated_at = unixNow();
    link.payments = [
      ...(link.payments ?? []),
      {
        amount: String(amount),
        created_at: String(unixNow()),
        method: 'upi',
        payment_id: payment.id,
        plink_id: link.id,
        status: 'captured',
        updated_at: unixNow(),
      },
    ];
    // The sequence of webhooks is not fixed (Razorpay says so): the link's first here.
    webhooks.send(
      event(
        'payment_link.paid',
        {
          payment_link: { entity: link },
          payment: { entity: payment },
          order: { entity: order },
        },
        ['payment_link', 'order', 'payment'],
      ),
    );
    webhooks.send(event('payment.captured', { payment: { entity: payment } }, ['payment']));
    const query = {
      razorpay_payment_id: payment.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id ?? '',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: signReturn(state.keySecret, {
        linkId: link.id,
        referenceId: link.reference_id ?? '',
        status: 'paid',
        paymentId: payment.id,
      }),
    };
    const returnUrl = `${link.callback_url}${link.callback_url?.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
    return { returnUrl, query, payment };
  }

  /** A payment that fails on the page: the link stays open, only payment.failed goes out. */
  function fail(linkId: string): RazorpayPayment {
    if (linkOf(linkId).status !== 'created') throw new Error(`Payment link ${linkId} is not open`);
    const { payment } = attempt(linkOf(linkId), 'failed', Number(linkOf(linkId).amount));
    webhooks.send(event('payment.failed', { payment: { entity: payment } }, ['payment']));
    return payment;
  }

  /**
   * A payment authorised late (started before the link was closed) that Razorpay captures by
   * itself (auto-capture): the link stays as it is, only payment.captured goes out.
   */
  function captureLate(linkId: string, opts: { amountMinor?: number } = {}): RazorpayPayment {
    const link = linkOf(linkId);
    const { payment } = attempt(link, 'captured', opts.amountMinor ?? Number(link.amount));
    webhooks.send(event('payment.captured', { payment: { entity: payment } }, ['payment']));
    return payment;
  }

  function refundEvent(name: string, made: RazorpayRefund, payment: RazorpayPayment) {
    webhooks.send(
      event(name, { refund: { entity: made }, payment: { entity: payment } }, [
        'refund',
        'payment',
      ]),
    );
  }

  /** A refund (ours, with its receipt; or the dashboard's, without): created, then processed. */
  function refund(paymentId: string, amount: number, receipt: string | null) {
    const payment = payments.get(paymentId)!;
    const made = refundEntity(
      payment,
      amount,
      receipt,
      state.settings.refundsStayPending ? 'pending' : 'processed',
    );
    refunds.set(paymentId, [...(refunds.get(paymentId) ?? []), made]);
    payment.amount_refunded = (payment.amount_refunded ?? 0) + amount;
    payment.refund_status = payment.amount_refunded >= Number(payment.amount) ? 'full' : 'partial';
    refundEvent('refund.created', { ...made, status: 'pending' }, payment);
    if (made.status === 'processed') refundEvent('refund.processed', made, payment);
    return made;
  }

  /** A pending refund ends (the bank answered): its webhook goes out. */
  function settleRefund(paymentId: string, status: 'processed' | 'failed') {
    const made = refunds.get(paymentId)!.at(-1)!;
    made.status = status;
    const payment = payments.get(paymentId)!;
    if (status === 'failed') {
      payment.amount_refunded = (payment.amount_refunded ?? 0) - Number(made.amount);
    }
    refundEvent(status === 'failed' ? 'refund.failed' : 'refund.processed', made, payment);
  }

  return { open, pay, fail, captureLate, refund, settleRefund };
}
