import { orderStatuses, restaurantFormat, type OrderStatus } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { newOrderMessage, orderStatusMessage } from './push-messages';

const order = (
  status: string,
  fulfilment: 'pickup' | 'delivery' = 'pickup',
  reason: string | null = null,
) => ({
  orderId: 'ord 1',
  number: 'NT-7',
  status: status as OrderStatus,
  fulfilment,
  reason,
});

describe('what a push says (decision 0065)', () => {
  it('tells a customer every change the kitchen makes, never their own doing or a status it has no words for', () => {
    const told = orderStatuses.filter((s) => orderStatusMessage(order(s)) !== null);
    expect(told).toEqual([
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
      'picked_up',
      'rejected',
    ]);
    // A status added later (online payment's awaiting_payment) stays silent until given words.
    expect(orderStatusMessage(order('awaiting_payment'))).toBeNull();
    expect(orderStatusMessage(order('accepted'))?.url).toBe('/order-confirmation?id=ord%201');
  });

  it('says how to get a ready order, and why one was rejected', () => {
    expect(orderStatusMessage(order('ready', 'pickup'))?.title).toBe(
      'Order NT-7 is ready for pickup',
    );
    expect(orderStatusMessage(order('ready', 'delivery'))?.title).toBe('Order NT-7 is ready');
    expect(orderStatusMessage(order('rejected', 'pickup', 'Out of paneer'))?.body).toBe(
      'The restaurant said: Out of paneer',
    );
    expect(orderStatusMessage(order('rejected'))?.body).toBe(
      'The restaurant could not take your order.',
    );
  });

  it("gives the kitchen the number and the total in the restaurant's currency", () => {
    const eur = restaurantFormat({ timeZone: 'Europe/Berlin', locale: 'de-DE', currency: 'EUR' });
    const message = newOrderMessage(
      { orderId: 'o', number: 'NT-8', totalMinor: 123_450, fulfilment: 'delivery' },
      eur,
    );
    expect(message).toMatchObject({ total: 1234.5, title: 'New order NT-8', url: '/admin/orders' });
    expect(message.body).toBe('1.234,50\u00a0€ · Delivery');
  });

  it('re-alerts at each status of an order under one tag; each new order is its own', () => {
    const accepted = orderStatusMessage(order('accepted'));
    const ready = orderStatusMessage(order('ready'));
    expect(accepted).toMatchObject({ tag: 'order-ord 1', renotify: true });
    expect(ready).toMatchObject({ tag: accepted!.tag, renotify: true });
    const inr = restaurantFormat({ timeZone: 'Asia/Kolkata', locale: 'en-IN', currency: 'INR' });
    const first = newOrderMessage(
      { orderId: 'a', number: 'NT-1', totalMinor: 100, fulfilment: 'pickup' },
      inr,
    );
    const second = newOrderMessage(
      { orderId: 'b', number: 'NT-2', totalMinor: 100, fulfilment: 'pickup' },
      inr,
    );
    expect(first.tag).not.toBe(second.tag);
    expect(first.renotify).toBe(false);
  });
});
