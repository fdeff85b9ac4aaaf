import type { Quote } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { fakeQuote } from '#test/fake-orders-server';
import {
  changedLines,
  nextQuoteTiming,
  placeReadiness,
  quoteRequestFor,
  type CheckoutChoices,
  type QuoteTiming,
} from './checkout-rules';

const line = {
  foodId: 'f1',
  name: 'Paneer Tikka',
  size: 'Large',
  options: [],
  image: '',
  quantity: 2,
  unitPrice: 300,
  lineTotal: 600,
  available: true,
};
/** Two Large tikkas delivered: ₹600 and ₹40 delivery, ₹30 tax included; cash only. */
const quote = (over: Partial<Quote> = {}): Quote => ({
  ...fakeQuote(640),
  lines: [line],
  subtotal: 600,
  deliveryFee: 40,
  tax: 30,
  paymentMethods: ['cash_on_delivery'],
  ...over,
});
const delivery: CheckoutChoices = {
  fulfilment: 'delivery',
  addressId: 'a1',
  scheduledFor: null,
  couponCode: '',
  note: '',
  paymentMethod: 'cash_on_delivery',
};
const ready = { acceptedTotal: null, totalChanged: false };

describe('quoteRequestFor', () => {
  it('sends the address only for delivery and the code only once applied', () => {
    expect(quoteRequestFor(delivery)).toEqual({
      fulfilment: 'delivery',
      addressId: 'a1',
      scheduledFor: null,
    });
    expect(quoteRequestFor({ ...delivery, fulfilment: 'pickup', couponCode: 'NINE10' })).toEqual({
      fulfilment: 'pickup',
      scheduledFor: null,
      couponCode: 'NINE10',
    });
    // Online is priced exactly (not rounded for cash), so the quote is told.
    expect(quoteRequestFor({ ...delivery, paymentMethod: 'online' })).toEqual({
      fulfilment: 'delivery',
      addressId: 'a1',
      scheduledFor: null,
      paymentMethod: 'online',
    });
  });
});

describe('placeReadiness', () => {
  it('lets an unchanged quote be placed at once', () => {
    expect(placeReadiness(quote(), delivery, ready)).toEqual({ mustConfirm: false, blocker: null });
  });

  it('asks to confirm exactly the new total when a line was repriced', () => {
    const repriced = quote({ lines: [{ ...line, previousUnitPrice: 280 }], total: 640 });
    expect(changedLines(repriced)).toHaveLength(1);
    expect(placeReadiness(repriced, delivery, ready)).toEqual({
      mustConfirm: true,
      blocker: 'Confirm the new total to continue.',
    });
    expect(placeReadiness(repriced, delivery, { ...ready, acceptedTotal: 600 }).blocker).not.toBe(
      null,
    );
    expect(placeReadiness(repriced, delivery, { ...ready, acceptedTotal: 640 }).blocker).toBe(null);
  });

  it('asks to confirm after the server said the total changed', () => {
    expect(placeReadiness(quote(), delivery, { acceptedTotal: null, totalChanged: true })).toEqual({
      mustConfirm: true,
      blocker: 'Confirm the new total to continue.',
    });
  });

  it("puts the server's problems, a missing address and a closed kitchen first", () => {
    expect(
      placeReadiness(
        quote({ problems: [{ code: 'MIN', message: 'Add ₹50 more' }] }),
        delivery,
        ready,
      ).blocker,
    ).toBe('Add ₹50 more');
    expect(placeReadiness(quote(), { ...delivery, addressId: null }, ready).blocker).toBe(
      'Choose or add a delivery address.',
    );
    expect(
      placeReadiness(quote(), { ...delivery, fulfilment: 'pickup', addressId: null }, ready)
        .blocker,
    ).toBe(null);
    expect(placeReadiness(quote({ kitchenOpen: false }), delivery, ready).blocker).toBe(
      'The kitchen is closed now: choose a time slot.',
    );
    expect(
      placeReadiness(
        quote({ kitchenOpen: false }),
        { ...delivery, scheduledFor: '2025-06-02T04:00:00Z' },
        ready,
      ).blocker,
    ).toBe(null);
  });

  it('lets the order go ahead without a code the server will not apply (decision 0051)', () => {
    const refused = quote({ coupon: { code: 'FLAT50', applied: false, reason: 'Too small' } });
    expect(placeReadiness(refused, { ...delivery, couponCode: 'FLAT50' }, ready).blocker).toBe(
      null,
    );
  });
});

describe('nextQuoteTiming (regression: the checkout page crashed during last orders)', () => {
  const slot = '2026-11-23T18:30:00.000Z';
  const slots = [{ start: slot, end: '2026-11-23T18:45:00.000Z' }];
  const lastOrders = {
    code: 'kitchen_closed' as const,
    message: 'The kitchen has taken its last orders for now. Please choose a later time.',
  };
  // Open, past its last order: the asap quote refuses; a quote for the slot has no objection.
  const asapQuote = quote({ kitchenOpen: true, problems: [lastOrders], slots });
  const slotQuote = quote({ kitchenOpen: true, problems: [], slots });

  it('settles on the proposed slot instead of flipping between the two quotes', () => {
    let timing: QuoteTiming = { kitchenOpen: true, asap: true };
    const seen: (string | null)[] = [];
    for (let render = 0; render < 6; render++) {
      const scheduledFor = timing.asap ? null : (timing.firstSlot ?? null);
      timing = nextQuoteTiming(timing, scheduledFor ? slotQuote : asapQuote, scheduledFor);
      seen.push(timing.asap ? null : (timing.firstSlot ?? null));
    }
    expect(seen).toEqual([slot, slot, slot, slot, slot, slot]);
  });

  it('returns the same object when nothing changed, and takes asap only from an asap quote', () => {
    const proposed = nextQuoteTiming({ kitchenOpen: true, asap: true }, asapQuote, null);
    expect(proposed).toEqual({ kitchenOpen: true, asap: false, firstSlot: slot });
    expect(nextQuoteTiming(proposed, slotQuote, slot)).toBe(proposed);
    // Once the kitchen takes orders again, the next asap quote says so.
    expect(nextQuoteTiming(proposed, slotQuote, null)).toEqual({
      kitchenOpen: true,
      asap: true,
      firstSlot: slot,
    });
  });
});
