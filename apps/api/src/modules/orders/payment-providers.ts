import type { OnlinePaymentProvider, PaymentMethod } from '@ninetonine/contract';

/** What a payment provider learns about an order: never more than it needs. */
export interface PaymentRequest {
  orderId: string;
  amountMinor: number;
  currency: string;
}

export type PaymentOutcome =
  | { status: 'due_on_handover' }
  /** Paid on the provider's hosted page after the order is written (issue 20). */
  | { status: 'awaiting_payment' }
  | { status: 'authorized'; reference: string }
  | { status: 'declined'; message: string };

/**
 * A way to pay. Checkout calls `authorize` inside the order flow with the order id as the
 * idempotency key, so a retried checkout never charges twice; an online provider is a new
 * implementation of this interface, not a change to checkout.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /**
   * An online provider: the order starts awaiting payment, unpaid for at most `ttlSeconds`
   * (decision 0061); absent for payment on handover.
   */
  readonly online?: { provider: OnlinePaymentProvider; ttlSeconds: number };
  /** Whether this provider can pay for an order fulfilled this way. */
  supports(fulfilment: 'delivery' | 'pickup'): boolean;
  authorize(request: PaymentRequest, idempotencyKey: string): Promise<PaymentOutcome>;
}

/** Cash (or card at the door) to the rider, or at the counter: nothing to do now. */
const payOnHandover = (
  method: PaymentMethod,
  fulfilment: 'delivery' | 'pickup',
): PaymentProvider => ({
  method,
  supports: (f) => f === fulfilment,
  authorize: async () => ({ status: 'due_on_handover' }),
});

/** The configured ways to pay; `online` only when a provider's keys are set (issue 20). */
export type PaymentProviders = Partial<Record<PaymentMethod, PaymentProvider>>;

export const paymentProviders = {
  cash_on_delivery: payOnHandover('cash_on_delivery', 'delivery'),
  pay_at_pickup: payOnHandover('pay_at_pickup', 'pickup'),
} satisfies PaymentProviders;

/** Online payment on a provider's hosted page, for either fulfilment (the payments module). */
export const onlinePayment = (
  provider: OnlinePaymentProvider,
  ttlSeconds: number,
): PaymentProvider => ({
  method: 'online',
  online: { provider, ttlSeconds },
  supports: () => true,
  authorize: async () => ({ status: 'awaiting_payment' }),
});

/** The methods an order fulfilled this way can be paid with, in the order checkout lists them. */
export const methodsFor = (providers: PaymentProviders, fulfilment: 'delivery' | 'pickup') =>
  paymentMethodOrder.filter((m) => providers[m]?.supports(fulfilment));

/** Online first when offered: it is what most customers choose. */
const paymentMethodOrder: PaymentMethod[] = ['online', 'cash_on_delivery', 'pay_at_pickup'];
