import { describe, expect, it } from 'vitest';
import { paymentProviders } from './payment-providers';

describe('payment providers', () => {
  it('takes cash on delivery for deliveries and payment at the counter for pickups', async () => {
    expect(paymentProviders.cash_on_delivery.supports('delivery')).toBe(true);
    expect(paymentProviders.cash_on_delivery.supports('pickup')).toBe(false);
    expect(paymentProviders.pay_at_pickup.supports('pickup')).toBe(true);
    expect(paymentProviders.pay_at_pickup.supports('delivery')).toBe(false);
    const outcome = await paymentProviders.cash_on_delivery.authorize(
      { orderId: 'o1', amountMinor: 52_950, currency: 'INR' },
      'o1',
    );
    expect(outcome).toEqual({ status: 'due_on_handover' });
  });
});
