import { z } from 'zod';
import { safeText, timestampSchema } from './common';
import { onlinePaymentProviders, paymentStatuses, refundStatuses } from './payment-status';

/** `order.payment` (issue 20): where the order's money stands; amounts in major units. */
export const orderPaymentSchema = z
  .object({
    status: z.enum(paymentStatuses),
    /** The online provider, or null for an order paid on handover. */
    provider: z.enum(onlinePaymentProviders).nullable(),
    /** Major units: the order's total, fixed when it was placed. */
    amount: z.number(),
    /** When an unpaid online order expires; null otherwise. */
    expiresAt: timestampSchema.nullable(),
    paidAt: timestampSchema.nullable(),
    refund: z
      .object({
        status: z.enum(refundStatuses),
        /** Major units. */
        amount: z.number(),
        /** When the refund last changed state. */
        at: timestampSchema,
      })
      .nullable(),
  })
  .meta({
    id: 'OrderPayment',
    description: "Where the order's money stands; amounts in major units",
    example: {
      status: 'paid',
      provider: 'razorpay',
      amount: 498,
      expiresAt: null,
      paidAt: '2026-03-14T12:31:00.000Z',
      refund: null,
    },
  });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Where to send the browser to pay: the provider's hosted page. */
export const paymentRedirectSchema = z.object({ redirectUrl: z.string() }).meta({
  id: 'PaymentRedirect',
  description: "The provider's hosted payment page for this order: navigate the browser there",
  example: { redirectUrl: 'https://rzp.io/i/abc123' },
});
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

const returnParam = safeText(200).optional();
/**
 * GET /payments/razorpay/return: the hosted page's callback query (Payment Links, GET). Every
 * field optional here: an unsigned or partial return changes nothing and is sent to the order
 * page as `payment=pending`.
 */
export const razorpayReturnQuerySchema = z
  .object({
    razorpay_payment_id: returnParam,
    razorpay_payment_link_id: returnParam,
    razorpay_payment_link_reference_id: returnParam,
    razorpay_payment_link_status: returnParam,
    razorpay_signature: returnParam,
  })
  .meta({
    // No component id: a querystring is inlined as parameters (a $ref there is not resolved).
    description: 'The signed result Razorpay adds to the callback URL of a payment link',
    example: {
      razorpay_payment_id: 'pay_Nfq3bHt7yEVg1r',
      razorpay_payment_link_id: 'plink_Nfq2k2vxBmx6sH',
      razorpay_payment_link_reference_id: 'ord_01',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: '2d3f9b0c...',
    },
  });
export type RazorpayReturnQuery = z.infer<typeof razorpayReturnQuerySchema>;

/** POST /payments/razorpay/webhook headers (lower-cased, as Node gives them). */
export const razorpayWebhookHeadersSchema = z.object({
  'x-razorpay-signature': safeText(200).meta({
    description: "HMAC-SHA256 of the raw body with the webhook secret, hex (Razorpay's)",
  }),
  'x-razorpay-event-id': safeText(100).meta({
    description:
      "Razorpay's id of this event; not signed, so not what a delivery is deduplicated on " +
      '(the signed body is: a replay with a fresh id changes nothing)',
  }),
});

/** The webhook's body as the API document shows it; the route reads the raw bytes. */
export const razorpayWebhookBodySchema = z
  .object({
    entity: z.literal('event'),
    account_id: z.string(),
    event: z.string(),
    contains: z.array(z.string()),
    payload: z.record(z.string(), z.unknown()),
    created_at: z.number().int(),
  })
  .meta({
    id: 'RazorpayWebhookEvent',
    description:
      'A Razorpay webhook event (payment_link.paid, payment.captured, payment.failed, ' +
      'refund.processed, refund.failed, …); verified against the raw body before it is read',
    example: {
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {},
      created_at: 1710419460,
    },
  });

/**
 * GET /payments/stripe/return: Checkout's success_url / cancel_url with the session's id (Stripe
 * fills `{CHECKOUT_SESSION_ID}`). Not trusted: the session is retrieved from Stripe.
 */
export const stripeReturnQuerySchema = z.object({ session_id: safeText(255).optional() }).meta({
  description: 'The Checkout Session Stripe sends the browser back from',
  example: { session_id: 'cs_test_a1b2c3' },
});

/** POST /payments/stripe/webhook headers (lower-cased, as Node gives them). */
export const stripeWebhookHeadersSchema = z.object({
  'stripe-signature': safeText(1000).meta({
    description:
      't=<unix time>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret> (Stripe\'s; checked ' +
      "by the SDK's constructEvent, refused outside its 300 s tolerance)",
  }),
});

/** A Stripe event as the API document shows it; the route reads the raw bytes. */
export const stripeWebhookBodySchema = z
  .object({
    id: z.string(),
    object: z.literal('event'),
    type: z.string(),
    created: z.number().int(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .meta({
    id: 'StripeWebhookEvent',
    description:
      'A Stripe event (checkout.session.completed, checkout.session.async_payment_succeeded/' +
      'failed, refund.updated, refund.failed, …); verified against the raw body before it is read',
    example: {
      id: 'evt_1Nq2x3',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1710419460,
      data: { object: {} },
    },
  });

export const webhookAcceptedSchema = z
  .object({ received: z.literal(true) })
  .meta({ description: 'The event was verified (and applied, or already applied)' });
