import type { CheckoutFulfilmentMethod, PaymentMethod } from '@ninetonine/contract';
import { onlinePaymentProviderTexts, providerForCurrency } from '@ninetonine/contract/core';

/** Each way of getting the food has its one way of paying on handover. */
export const paymentFor = (fulfilment: CheckoutFulfilmentMethod): PaymentMethod =>
  fulfilment === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup';

/**
 * What happens next with each way of paying, said where it is chosen (issue 20, item 5); online,
 * on the page of the provider that takes the restaurant's currency.
 */
export function paymentHint(method: PaymentMethod, currency: string): string {
  if (method === 'cash_on_delivery') return 'Pay the rider in cash when your food arrives.';
  if (method === 'pay_at_pickup') return 'Pay at the counter when you collect your order.';
  const { name, ways } = onlinePaymentProviderTexts[providerForCurrency(currency)];
  return `You’ll pay on ${name}’s secure page — ${ways} — and come back here.`;
}

/**
 * The way of paying the order goes with: the customer's choice while the quote still offers it
 * (paying on handover stays so when delivery becomes pickup), else the first the quote offers
 * (online first when configured), else, before any quote, the fulfilment's way on handover.
 */
export function paymentChoice(
  offered: readonly PaymentMethod[] | undefined,
  chosen: PaymentMethod | null,
  fulfilment: CheckoutFulfilmentMethod,
): PaymentMethod {
  const onHandover = paymentFor(fulfilment);
  if (!offered || offered.length === 0) return onHandover;
  if (chosen && offered.includes(chosen)) return chosen;
  if (chosen && chosen !== 'online' && offered.includes(onHandover)) return onHandover;
  return offered[0]!;
}

/**
 * What a quote request says of the way of paying: only online, which is charged exactly (cash is
 * rounded to the whole unit, decision 0051, and is what a quote prices when it is not told).
 */
export const quotePaymentFor = (method: PaymentMethod) =>
  method === 'online' ? { paymentMethod: method } : {};
