import { restaurantFormat } from '@ninetonine/contract/core';
import type { Order } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { fakeOrder } from '#test/fake-orders-server';
import { confirmationState, confirmationTitles, paymentMessage } from './confirmation-state';

const online = (status: Order['status'], payment: Partial<Order['payment']>): Order => {
  const order = fakeOrder('1');
  return {
    ...order,
    status,
    paymentMethod: 'online',
    payment: {
      ...order.payment,
      status: 'pending',
      provider: 'razorpay',
      amount: 498,
      ...payment,
    },
  };
};
const format = restaurantFormat();

describe('the order confirmation page after paying online', () => {
  it('shows an order still waiting for its money as pending until the order says more', () => {
    const order = online('awaiting_payment', {});
    expect(confirmationState(order, 'pending')).toBe('payment-pending');
    // Back from the provider's page without a result: pending too.
    expect(confirmationState(order, null)).toBe('payment-pending');
    expect(paymentMessage('payment-pending', order, format)).toBe(
      'Waiting for the payment to be confirmed. This page updates by itself.',
    );
  });

  it("shows a failure the order records, or the signed return's failure it may not show yet", () => {
    expect(confirmationState(online('awaiting_payment', { status: 'failed' }), null)).toBe(
      'payment-failed',
    );
    const pending = online('awaiting_payment', {});
    expect(confirmationState(pending, 'failed')).toBe('payment-failed');
    expect(confirmationTitles['payment-failed'](pending)).toBe('Your payment did not go through');
    expect(paymentMessage('payment-failed', pending, format)).toBe(
      'The payment of ₹498 did not go through, and nothing was charged.',
    );
  });

  it('shows where an order that moved on is now, whatever the address says', () => {
    const paid = online('placed', { status: 'paid', paidAt: '2026-03-14T12:31:00.000Z' });
    expect(confirmationState(paid, 'failed')).toBe('order');
    expect(confirmationTitles.order(paid)).toBe('Thank you, your order is placed');
    expect(paymentMessage('order', paid, format)).toBe('Payment received: ₹498 paid online.');
    expect(confirmationState(online('expired', { status: 'expired' }), 'pending')).toBe(
      'payment-expired',
    );
  });

  it('says nothing about the money of an order paid on handover', () => {
    const cash = fakeOrder('1');
    expect(confirmationState(cash, null)).toBe('order');
    expect(paymentMessage('order', cash, format)).toBe('');
    // The number is on the card under the title, not in it a second time.
    expect(confirmationTitles.order({ ...cash, status: 'accepted' })).toBe(
      'The kitchen has accepted your order',
    );
    expect(confirmationTitles.order({ ...cash, status: 'accepted' })).not.toContain(cash.number);
  });
});
