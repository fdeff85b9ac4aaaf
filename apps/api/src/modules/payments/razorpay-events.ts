import type { RefundStatus } from '@ninetonine/contract';
import type { PaymentEvent, ReportedPayment, ReportedRefund } from './payment-gateway';

/**
 * Razorpay's payloads read into the port's normalised shapes (part of the Razorpay adapter,
 * with razorpay-gateway.ts): payments, refunds and webhook events.
 */

export function reportedPayment(p: {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
}): ReportedPayment {
  return {
    id: p.id,
    amountMinor: Number(p.amount),
    currency: p.currency.toUpperCase(),
    status: p.status === 'captured' ? 'captured' : p.status === 'failed' ? 'failed' : 'other',
  };
}

const refundStateOf = (status: string): RefundStatus =>
  status === 'processed' ? 'refunded' : status === 'failed' ? 'failed' : 'pending';
export const reportedRefund = (r: {
  id: string;
  status: string;
  amount?: number | string;
  receipt?: string | null;
}): ReportedRefund => ({
  id: r.id,
  status: refundStateOf(r.status),
  amountMinor: Number(r.amount ?? 0),
  // Ours carry the refund row's id as their receipt; one made in the dashboard has none.
  key: r.receipt || null,
});

/** A link's `order_id` (documented on fetch and cancel, absent from the SDK's type). */
export const linkOrderId = (link: object): string | null => {
  const id = (link as { order_id?: unknown }).order_id;
  return typeof id === 'string' && id ? id : null;
};

/** The parts of a Razorpay webhook event read here. */
export interface WebhookEvent {
  event: string;
  payload: {
    payment?: {
      entity: {
        id: string;
        amount: number | string;
        currency: string;
        status: string;
        /** Razorpay's order the payment was made on: a link's own (its only tie to the link). */
        order_id?: string | null;
      };
    };
    payment_link?: { entity: { id: string; order_id?: string | null } };
    refund?: {
      entity: {
        id: string;
        payment_id: string;
        status: string;
        amount: number;
        receipt?: string | null;
      };
    };
  };
}

/** Refund events: one made from the dashboard is learnt from these too (issue 31, item 3). */
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);

/** A verified event, normalised; `key` is the signed body's hash (decision 0074). */
export function normalise(event: WebhookEvent, key: string): PaymentEvent {
  const name = event.event;
  const payment = event.payload.payment?.entity;
  if (name === 'payment_link.paid' && payment && event.payload.payment_link) {
    const link = event.payload.payment_link.entity;
    return {
      kind: 'payment',
      key,
      name,
      attemptId: link.id,
      orderId: null,
      providerOrderId: link.order_id || payment.order_id || null,
      payment: reportedPayment(payment),
    };
  }
  // A link's payment names its link only by Razorpay's order_id: its notes are empty (the
  // link's notes are not copied to it). A captured one may be a late payment on a link we
  // closed (auto-capture), a failed one is the failed-payment page's only news.
  if ((name === 'payment.captured' || name === 'payment.failed') && payment?.order_id) {
    return {
      kind: 'payment',
      key,
      name,
      attemptId: null,
      orderId: null,
      providerOrderId: payment.order_id,
      payment: reportedPayment(payment),
    };
  }
  const refund = event.payload.refund?.entity;
  if (REFUND_EVENTS.has(name) && refund) {
    const status = name === 'refund.failed' ? 'failed' : refund.status;
    return {
      kind: 'refund',
      key,
      name,
      paymentId: refund.payment_id,
      refund: reportedRefund({ ...refund, status }),
    };
  }
  return { kind: 'other', key, name };
}
