import { describe, expect, it } from 'vitest';
import { paymentChoice, paymentFor, paymentHint, quotePaymentFor } from './payment-rules';

describe('paymentChoice', () => {
  it('takes the first method the quote offers until the customer chooses', () => {
    expect(paymentChoice(['online', 'cash_on_delivery'], null, 'delivery')).toBe('online');
    expect(paymentChoice(['pay_at_pickup'], null, 'pickup')).toBe('pay_at_pickup');
  });

  it("keeps the customer's choice while it is offered", () => {
    expect(paymentChoice(['online', 'cash_on_delivery'], 'cash_on_delivery', 'delivery')).toBe(
      'cash_on_delivery',
    );
  });

  it('falls back to an offered method when the choice is no longer offered', () => {
    // Cash on delivery chosen, then the customer switched to pickup: paid at the counter.
    expect(paymentChoice(['online', 'pay_at_pickup'], 'cash_on_delivery', 'pickup')).toBe(
      'pay_at_pickup',
    );
    // Online switched off meanwhile.
    expect(paymentChoice(['cash_on_delivery'], 'online', 'delivery')).toBe('cash_on_delivery');
  });

  it("is the fulfilment's way of paying on handover before a quote says", () => {
    expect(paymentChoice(undefined, 'online', 'delivery')).toBe('cash_on_delivery');
    expect(paymentChoice([], null, 'pickup')).toBe('pay_at_pickup');
    expect(paymentFor('pickup')).toBe('pay_at_pickup');
  });
});

describe('quotePaymentFor', () => {
  it('tells the quote only of online, which is not rounded for cash', () => {
    expect(quotePaymentFor('online')).toEqual({ paymentMethod: 'online' });
    expect(quotePaymentFor('cash_on_delivery')).toEqual({});
  });
});

describe('paymentHint', () => {
  it('names the provider that takes the restaurant’s currency, and its ways to pay', () => {
    expect(paymentHint('online', 'INR')).toBe(
      'You’ll pay on Razorpay’s secure page — UPI, cards, netbanking or wallets — and come back here.',
    );
    expect(paymentHint('online', 'GBP')).toBe(
      'You’ll pay on Stripe’s secure page — cards and wallets — and come back here.',
    );
    expect(paymentHint('cash_on_delivery', 'GBP')).toBe(
      'Pay the rider in cash when your food arrives.',
    );
  });
});
