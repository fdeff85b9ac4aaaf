import type {
  CheckoutFulfilmentMethod,
  PaymentMethod,
  Quote,
  QuoteRequest,
} from '@ninetonine/contract';
import { quotePaymentFor } from './payment-rules';

/** What the customer chose on the checkout page (prices and totals always come from the server). */
export interface CheckoutChoices {
  fulfilment: CheckoutFulfilmentMethod;
  addressId: string | null;
  /** ISO start of a quoted slot; null: as soon as possible. */
  scheduledFor: string | null;
  /** The code applied (not what is being typed). */
  couponCode: string;
  note: string;
  paymentMethod: PaymentMethod;
  /** The rider's tip in major units (0 for none, and always for pickup). */
  tip?: number;
}

/** The quote request for these choices: an address only for delivery, a code only if applied. */
export function quoteRequestFor(choices: CheckoutChoices): QuoteRequest {
  return {
    fulfilment: choices.fulfilment,
    ...(choices.fulfilment === 'delivery' && choices.addressId
      ? { addressId: choices.addressId }
      : {}),
    scheduledFor: choices.scheduledFor,
    ...(choices.couponCode ? { couponCode: choices.couponCode } : {}),
    ...(choices.tip ? { tip: choices.tip } : {}),
    ...quotePaymentFor(choices.paymentMethod),
  };
}

/** Lines whose price changed since they went into the cart, or that can no longer be had. */
export const changedLines = (quote: Quote) =>
  quote.lines.filter((l) => !l.available || l.previousUnitPrice !== undefined);

export interface PlaceReadiness {
  /** The customer must tick "I confirm the new total" first. */
  mustConfirm: boolean;
  /** Why ordering is not possible yet; null when it is. */
  blocker: string | null;
}

/**
 * Whether the order can be placed from this quote. A total that changed (lines repriced or gone,
 * or the server's 409) must be confirmed by the customer, for exactly that total.
 */
export function placeReadiness(
  quote: Quote,
  choices: CheckoutChoices,
  { acceptedTotal, totalChanged }: { acceptedTotal: number | null; totalChanged: boolean },
): PlaceReadiness {
  const mustConfirm = totalChanged || changedLines(quote).length > 0;
  const blocker =
    quote.problems[0]?.message ??
    // A refused coupon does not block: the order goes ahead without it, at the total shown
    // (decision 0051), and the coupon field says why it was refused.
    (quote.lines.every((l) => !l.available) ? 'Nothing in your cart can be ordered.' : null) ??
    (choices.fulfilment === 'delivery' && !choices.addressId
      ? 'Choose or add a delivery address.'
      : null) ??
    (!quote.kitchenOpen && !choices.scheduledFor
      ? 'The kitchen is closed now: choose a time slot.'
      : null) ??
    (mustConfirm && acceptedTotal !== quote.total ? 'Confirm the new total to continue.' : null);
  return { mustConfirm, blocker };
}

export interface QuoteTiming {
  kitchenOpen: boolean;
  /** "As soon as possible" can be ordered now (open, and before the last order). */
  asap: boolean;
  firstSlot?: string;
}

/** What the quote says about time: a closed kitchen or one past its last order takes slots only. */
export const quoteTiming = (quote: Quote): QuoteTiming => ({
  kitchenOpen: quote.kitchenOpen,
  asap: quote.kitchenOpen && !quote.problems.some((p) => p.code === 'kitchen_closed'),
  firstSlot: quote.slots[0]?.start,
});

/**
 * The timing to keep after a quote arrives for a request that asked for `scheduledFor`. Only a
 * quote for "as soon as possible" can say whether that is possible (a quote for a slot has no
 * reason to object), so a slot's quote keeps the last word on it. Taking it from every quote
 * flipped between the two during last orders: asap refused, a slot proposed, its quote silent,
 * asap again, each answer already cached, so the page re-rendered until React gave up.
 * Returns `last` itself when nothing changed.
 */
export function nextQuoteTiming(
  last: QuoteTiming,
  quote: Quote,
  scheduledFor: string | null,
): QuoteTiming {
  const seen = quoteTiming(quote);
  const next = scheduledFor === null ? seen : { ...seen, asap: last.asap };
  const same =
    next.kitchenOpen === last.kitchenOpen &&
    next.asap === last.asap &&
    next.firstSlot === last.firstSlot;
  return same ? last : next;
}
