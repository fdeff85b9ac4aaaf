import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../orders/orders.repository';
import type { RestaurantSettingsRecord } from '../restaurant/restaurant.repository';
import { DEFAULT_RESTAURANT_SETTINGS } from '../restaurant/restaurant-defaults';
import { mailsAbout, orderMailContent } from './order-mail-content';
import { renderOrderMail } from './order-mail-render';

const settings = {
  ...DEFAULT_RESTAURANT_SETTINGS,
  privacyPolicy: '',
  refundPolicy: '',
  updatedAt: new Date('2026-11-01T00:00:00Z'),
} as unknown as RestaurantSettingsRecord;

/** A booked pickup with options, a note that looks like markup, and a rounding down. */
const record = {
  order: {
    id: 'order-1',
    number: '1126-007',
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    subtotalMinor: 54_900,
    discountMinor: 0,
    deliveryFeeMinor: 0,
    taxMinor: 2_614,
    taxIncluded: true,
    roundingMinor: -40,
    totalMinor: 54_860,
    couponCode: null,
    address: null,
    pickupAddress: '9 Residency Road, Bengaluru',
    // 19:30 in Kolkata.
    scheduledFor: new Date('2026-11-27T14:00:00Z'),
    estimatedAt: new Date('2026-11-27T14:00:00Z'),
    note: '<script>alert(1)</script> & less spicy',
    createdAt: new Date('2026-11-26T06:15:00Z'),
  },
  lines: [
    {
      name: 'Margherita',
      size: 'Medium',
      options: [
        { group: 'Crust', name: 'Thin crust', priceDeltaMinor: 0 },
        { group: 'Extras', name: 'Extra cheese', priceDeltaMinor: 5_000 },
      ],
      quantity: 2,
      lineTotalMinor: 54_900,
    },
  ],
  history: [],
} as unknown as OrderRecord;

describe('order mail content', () => {
  const content = orderMailContent({
    record,
    status: 'placed',
    reason: null,
    settings,
    publicUrl: 'https://shop.example',
  });
  const mail = renderOrderMail('ada@example.test', content, settings.locale);

  it('names each line with its size and options, and every amount as the order has it', () => {
    expect(mail.text).toContain('2 × Margherita (Medium · Thin crust · Extra cheese)  ₹549');
    expect(mail.text).toContain('Tax (included): ₹26.14');
    expect(mail.text).toContain('Rounding: −₹0.40');
    expect(mail.text).toContain('Total: ₹548.60');
    expect(mail.text).not.toContain('Delivery fee');
    expect(mail.text).toContain('Booked for: 27 Nov 2026, 19:30');
    expect(mail.text).toContain('Pickup from: 9 Residency Road, Bengaluru');
  });

  it('escapes what the customer wrote in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; less spicy');
  });

  it('mails receipts always, "ready" only for pickups, and status mails only when wanted', () => {
    expect(mailsAbout('placed', 'pickup', false)).toBe(true);
    expect(mailsAbout('accepted', 'pickup', false)).toBe(false);
    expect(mailsAbout('accepted', 'delivery', true)).toBe(true);
    expect(mailsAbout('ready', 'delivery', true)).toBe(false);
    expect(mailsAbout('ready', 'pickup', true)).toBe(true);
    expect(mailsAbout('preparing', 'pickup', true)).toBe(false);
  });

  describe('a paid online order cancelled or rejected', () => {
    const paid = (payment: object, refund: object | null) =>
      ({
        ...record,
        order: {
          ...record.order,
          paymentMethod: 'online',
          paidAt: new Date('2026-11-26T06:16:00Z'),
          ...payment,
        },
        refund,
      }) as unknown as OrderRecord;
    const textOf = (r: OrderRecord, status: 'cancelled' | 'rejected') =>
      renderOrderMail(
        'ada@example.test',
        orderMailContent({
          record: r,
          status,
          reason: 'Out of cheese',
          settings,
          publicUrl: 'https://shop.example',
        }),
        settings.locale,
      ).text;

    it('says the refund is on its way, where to and when it arrives', () => {
      const refundDue = paid(
        { paymentStatus: 'refund_pending' },
        { status: 'pending', amountMinor: 54_860 },
      );
      const cancelled = textOf(refundDue, 'cancelled');
      expect(cancelled).toContain(
        'You paid ₹548.60 online: it is being refunded to the UPI account, card or wallet you paid with, and arrives usually within 5–7 working days.',
      );
      expect(cancelled).not.toContain('Nothing more will happen');
      const rejected = textOf(refundDue, 'rejected');
      expect(rejected).toContain('it is being refunded');
      expect(rejected).not.toContain('Nothing is owed');
      // Cancelled the moment it was paid: the refund row is not written yet.
      expect(textOf(paid({ paymentStatus: 'paid' }, null), 'cancelled')).toContain(
        'it is being refunded',
      );
    });

    it('says when it was refunded, or that the restaurant will return it when the provider refused', () => {
      const refunded = paid(
        { paymentStatus: 'refunded' },
        { status: 'refunded', amountMinor: 54_860, updatedAt: new Date('2026-11-26T08:00:00Z') },
      );
      expect(textOf(refunded, 'cancelled')).toContain(
        'Your ₹548.60 was refunded to the UPI account, card or wallet you paid with on 26 Nov 2026, 13:30.',
      );
      const refused = paid(
        { paymentStatus: 'refund_failed' },
        { status: 'failed', amountMinor: 54_860 },
      );
      expect(textOf(refused, 'rejected')).toContain(
        'We could not refund your ₹548.60 automatically',
      );
    });

    it('says nothing of a refund when nothing was paid online', () => {
      const text = textOf(record, 'cancelled');
      expect(text).not.toMatch(/refund/i);
      expect(text).toContain('Nothing more will happen with this order.');
    });
  });
});

describe('the tax invoice in order mails (decision 0082)', () => {
  const withGstin = { ...settings, gstin: '27AAPFU0939F1ZV' } as RestaurantSettingsRecord;
  const mail = (status: 'placed' | 'picked_up', paidAt: Date | null, s = withGstin) =>
    orderMailContent({
      record: { ...record, order: { ...record.order, paidAt } } as OrderRecord,
      status,
      reason: null,
      settings: s,
      publicUrl: 'https://shop.example',
    });

  it('links the invoice from the receipt of an order paid online, and from a cash order’s handover', () => {
    const paid = mail('placed', new Date('2026-11-26T06:16:00Z'));
    expect(paid.invoiceLink).toBe('https://shop.example/invoice?id=order-1');
    const { html, text } = renderOrderMail('a@example.test', paid, 'en');
    expect(html).toContain('href="https://shop.example/invoice?id=order-1"');
    expect(text).toContain('Your tax invoice: https://shop.example/invoice?id=order-1');
    expect(mail('picked_up', null).invoiceLink).toBe('https://shop.example/invoice?id=order-1');
  });

  it('has no link before a cash order is handed over, or without a GSTIN', () => {
    expect(mail('placed', null).invoiceLink).toBeNull();
    expect(mail('picked_up', null, settings).invoiceLink).toBeNull();
    expect(renderOrderMail('a@example.test', mail('placed', null), 'en').text).not.toContain(
      'invoice',
    );
  });
});
