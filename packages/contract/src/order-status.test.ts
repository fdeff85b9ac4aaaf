import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  customerCanCancel,
  isFinalStatus,
  nextKitchenStatus,
  orderStatuses,
  transitionRefusal,
  undoTarget,
  type FulfilmentMethod,
  type OrderStatus,
} from './order-status';

/** Walks the kitchen's one-tap path from placed to the end. */
function kitchenPath(fulfilment: FulfilmentMethod): OrderStatus[] {
  const path: OrderStatus[] = ['placed'];
  for (let next = nextKitchenStatus('placed', fulfilment); next;) {
    path.push(next);
    next = nextKitchenStatus(next, fulfilment);
  }
  return path;
}

describe('order state machine', () => {
  it('takes a delivery from placed to delivered, and a pickup from placed to picked up', () => {
    expect(kitchenPath('delivery')).toEqual([
      'placed',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
    ]);
    expect(kitchenPath('pickup')).toEqual([
      'placed',
      'accepted',
      'preparing',
      'ready',
      'picked_up',
    ]);
  });

  it('takes a dine-in round from placed to served at the table (decision 0094)', () => {
    expect(kitchenPath('dine_in')).toEqual(['placed', 'accepted', 'preparing', 'ready', 'served']);
    expect(isFinalStatus('served')).toBe(true);
    expect(undoTarget('served')).toBe('ready');
    // A round goes neither on the road nor to the counter, and nothing else is served.
    expect(allowedTransitions('ready', 'dine_in', 'staff')).toEqual(['served']);
    expect(allowedTransitions('ready', 'dine_in', 'rider')).toEqual([]);
    expect(transitionRefusal('ready', 'served', 'pickup', 'staff')).not.toBeNull();
    expect(transitionRefusal('ready', 'served', 'delivery', 'staff')).not.toBeNull();
  });

  it('lets the customer cancel only until the kitchen accepts', () => {
    expect(customerCanCancel('placed')).toBe(true);
    expect(customerCanCancel('awaiting_payment')).toBe(true);
    for (const status of orderStatuses.filter((s) => s !== 'placed' && s !== 'awaiting_payment')) {
      expect(customerCanCancel(status)).toBe(false);
    }
    expect(transitionRefusal('placed', 'cancelled', 'pickup', 'customer')).toBeNull();
    expect(transitionRefusal('accepted', 'cancelled', 'pickup', 'customer')).toMatch(
      /already accepted/,
    );
  });

  it('never lets a customer move an order forward, nor staff cancel on the customer’s behalf', () => {
    for (const from of orderStatuses) {
      expect(
        allowedTransitions(from, 'delivery', 'customer').filter((s) => s !== 'cancelled'),
      ).toEqual([]);
      expect(allowedTransitions(from, 'delivery', 'staff')).not.toContain('cancelled');
    }
  });

  it('keeps pickup orders off the road and delivery orders off the counter', () => {
    expect(transitionRefusal('ready', 'out_for_delivery', 'pickup', 'staff')).not.toBeNull();
    expect(transitionRefusal('ready', 'picked_up', 'delivery', 'staff')).not.toBeNull();
  });

  it('lets the kitchen reject until it starts cooking, with no way out of a final status', () => {
    expect(allowedTransitions('placed', 'delivery', 'staff')).toContain('rejected');
    expect(allowedTransitions('accepted', 'delivery', 'staff')).toContain('rejected');
    expect(allowedTransitions('preparing', 'delivery', 'staff')).not.toContain('rejected');
    for (const final of ['delivered', 'picked_up', 'cancelled', 'rejected'] as const) {
      expect(isFinalStatus(final)).toBe(true);
      expect(transitionRefusal(final, 'accepted', 'delivery', 'staff')).toMatch(/already/);
    }
  });

  it('moves an online order out of awaiting payment only by the system, or a customer cancel', () => {
    expect(allowedTransitions('awaiting_payment', 'delivery', 'system')).toEqual([
      'placed',
      'expired',
    ]);
    expect(allowedTransitions('awaiting_payment', 'pickup', 'staff')).toEqual([]);
    expect(nextKitchenStatus('awaiting_payment', 'pickup')).toBeNull();
    expect(isFinalStatus('expired')).toBe(true);
  });

  it('refuses a skipped step with a message naming both statuses', () => {
    expect(transitionRefusal('placed', 'ready', 'delivery', 'staff')).toBe(
      'An order that is placed cannot become ready.',
    );
  });
});
