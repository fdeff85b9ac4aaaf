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
export const reportedRefund = (r: { id: string; status: string }): ReportedRefund => ({
  id: r.id,
  status: refundStateOf(r.status),
});

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
        notes?: Record<string, unknown>;
      };
    };
    payment_link?: { entity: { id: string } };
    refund?: { entity: { id: string; payment_id: string; status: string; amount: number } };
  };
}

/** A verified event, normalised; `key` is the signed body's hash (decision 0074). */
export function normalise(event: WebhookEvent, key: string): PaymentEvent {
  const name = event.event;
  const payment = event.payload.payment?.entity;
  if (name === 'payment_link.paid' && payment && event.payload.payment_link) {
    const attemptId = event.payload.payment_link.entity.id;
    return {
      kind: 'payment',
      key,
      name,
      attemptId,
      orderId: null,
      payment: reportedPayment(payment),
    };
  }
  if (name === 'payment.failed' && payment?.notes?.order_id) {
    const orderId = String(payment.notes.order_id);
    return {
      kind: 'payment',
      key,
      name,
      attemptId: null,
      orderId,
      payment: reportedPayment(payment),
    };
  }
  const refund = event.payload.refund?.entity;
  if ((name === 'refund.processed' || name === 'refund.failed') && refund) {
    const status = name === 'refund.failed' ? 'failed' : refund.status;
    return {
      kind: 'refund',
      key,
      name,
      paymentId: refund.payment_id,
      refund: reportedRefund({ id: refund.id, status }),
    };
  }
  return { kind: 'other', key, name };
}
