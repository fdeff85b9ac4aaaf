import { createHmac, randomBytes } from 'node:crypto';
import type {
  RazorpayLink,
  RazorpayPayment,
  RazorpayRefund,
} from '#src/modules/payments/razorpay-gateway';

/**
 * The shapes the stand-in answers with, typed by the SDK's own TypeScript types so a field the
 * SDK expects cannot go missing. One exception, as Razorpay documents it: a link's `payments` is
 * a list (the SDK's type says one object).
 */
export type LinkPayment = NonNullable<RazorpayLink['payments']>;
export type StandInLink = Omit<RazorpayLink, 'payments'> & { payments: LinkPayment[] | null };
export type { RazorpayPayment, RazorpayRefund };

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** Razorpay's return signature: HMAC-SHA256(link|reference|status|payment, key secret), hex. */
export function signReturn(
  secret: string,
  q: { linkId: string; referenceId: string; status: string; paymentId: string },
) {
  return createHmac('sha256', secret)
    .update(`${q.linkId}|${q.referenceId}|${q.status}|${q.paymentId}`)
    .digest('hex');
}

/** A webhook's signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export const signBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

export function paymentEntity(input: {
  id: string;
  amount: number;
  currency: string;
  status: RazorpayPayment['status'];
  notes: Record<string, string>;
  email: string;
  contact: string;
}): RazorpayPayment {
  const failed = input.status === 'failed';
  return {
    id: input.id,
    entity: 'payment',
    amount: input.amount,
    currency: input.currency,
    status: input.status,
    order_id: newId('order'),
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: 'null',
    captured: input.status === 'captured',
    description: 'Payment link',
    card_id: null,
    bank: '',
    wallet: null,
    vpa: 'customer@upi',
    email: input.email,
    contact: input.contact,
    customer_id: '',
    notes: input.notes,
    fee: 0,
    tax: 0,
    token_id: null,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: { rrn: String(unixNow()) },
    created_at: unixNow(),
    offers: { entity: 'collection', count: 0, items: [] },
  };
}

export function refundEntity(
  payment: RazorpayPayment,
  amount: number,
  receipt: string | null,
  status: RazorpayRefund['status'] = 'processed',
) {
  return {
    id: newId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: {},
    receipt,
    acquirer_data: { arn: null },
    created_at: unixNow(),
    batch_id: null,
    status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  } satisfies RazorpayRefund;
}
