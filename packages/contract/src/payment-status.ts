/**
 * The money side of an order (issue 20, decision 0061), zod-free so the storefront's first load
 * and the kitchen board can name it. Pure data: no I/O.
 */
import type { OrderStatus } from './order-status';

/**
 * Where an order's money stands. `due_on_handover`: cash or card to the rider or at the counter.
 * `pending`: an online order waiting for its payment (status awaiting_payment). `paid`: the
 * provider's signed word that the whole amount was captured. `failed`: the last attempt failed
 * (the order still awaits a new one). `expired`: never paid, and no longer waiting for it (the
 * order expired unpaid, or was cancelled or rejected before a payment came): "Not paid", so a
 * cancelled order does not read as expired. The refund states follow a paid order that was
 * cancelled or rejected.
 */
export const paymentStatuses = [
  'due_on_handover',
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  due_on_handover: 'Cash due',
  pending: 'Awaiting payment',
  paid: 'Paid online',
  failed: 'Payment failed',
  expired: 'Not paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

/**
 * The money state staff read for an order in `orderStatus`. Money due on handover is "Cash due"
 * only while the order is live: collected once handed over, not paid once it ended without a
 * handover (a delivered cash order does not still owe its cash). Online states read as they are.
 */
export function moneyStateLabel(paymentStatus: PaymentStatus, orderStatus: OrderStatus): string {
  if (paymentStatus !== 'due_on_handover') return paymentStatusLabels[paymentStatus];
  if (orderStatus === 'delivered') return 'Collected on delivery';
  if (orderStatus === 'picked_up') return 'Collected at pickup';
  if (orderStatus === 'cancelled' || orderStatus === 'rejected' || orderStatus === 'expired') {
    return paymentStatusLabels.expired;
  }
  return paymentStatusLabels.due_on_handover;
}

/** The online payment providers; `null` on an order paid on handover. */
export const onlinePaymentProviders = ['razorpay', 'stripe'] as const;
export type OnlinePaymentProvider = (typeof onlinePaymentProviders)[number];

/** How the customer's pages name the provider, and the ways to pay on its page. */
export const onlinePaymentProviderTexts: Record<
  OnlinePaymentProvider,
  { name: string; ways: string; otherWay: string }
> = {
  razorpay: {
    name: 'Razorpay',
    ways: 'UPI, cards, netbanking or wallets',
    otherWay: 'another UPI app, card or bank',
  },
  stripe: { name: 'Stripe', ways: 'cards and wallets', otherWay: 'another card or wallet' },
};

/** Which provider takes a currency (decision 0078): Razorpay takes rupees, Stripe the rest. */
export const providerForCurrency = (currency: string): OnlinePaymentProvider =>
  currency === 'INR' ? 'razorpay' : 'stripe';

/**
 * How a refund of an online payment is told to the customer (the order page and the mails):
 * where the money goes back to and how long it usually takes.
 */
export const refundTexts = {
  route: 'to the UPI account, card or wallet you paid with',
  usuallyWithin: 'usually within 5–7 working days',
} as const;

/** A refund's own state, on `order.payment.refund`. */
export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * The `payment` query parameter the hosted page's return adds to /order-confirmation: what the
 * signed result said (`pending` when it said nothing we can trust: the page follows the order).
 * `refunded`: a tab's payment it did not need, being refunded (decision 0100; tabs only).
 */
export const paymentReturnOutcomes = ['paid', 'failed', 'pending', 'refunded'] as const;
export type PaymentReturnOutcome = (typeof paymentReturnOutcomes)[number];
export const PAYMENT_RETURN_PARAM = 'payment';
/**
 * `payment=unmatched` and no order id: the return named no payment link of ours (an old or
 * altered address), so there is no order to show; the page says so instead of a 404.
 */
export const PAYMENT_RETURN_UNMATCHED = 'unmatched';

/** Paths of the provider's return and webhook (under the API base path). */
export const RAZORPAY_RETURN_PATH = '/payments/razorpay/return';
export const RAZORPAY_WEBHOOK_PATH = '/payments/razorpay/webhook';
export const RAZORPAY_SIGNATURE_HEADER = 'X-Razorpay-Signature';
export const RAZORPAY_EVENT_ID_HEADER = 'X-Razorpay-Event-Id';
/** Stripe Checkout's return (success_url / cancel_url) and webhook endpoint (issue 31). */
export const STRIPE_RETURN_PATH = '/payments/stripe/return';
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';
export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';
/** Where each provider's hosted page sends the browser back (under the API base path). */
export const paymentReturnPaths: Record<OnlinePaymentProvider, string> = {
  razorpay: RAZORPAY_RETURN_PATH,
  stripe: STRIPE_RETURN_PATH,
};

/** Default seconds an online order waits for its payment before it expires. */
export const ONLINE_PAYMENT_TTL_SECONDS_DEFAULT = 900;
