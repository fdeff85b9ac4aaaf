import { describe, expect, it } from 'vitest';
import { deliverySentence } from './delivery-text';

const check = {
  postcode: '560001',
  delivers: true,
  areaName: 'Bengaluru',
  deliveryFee: 40,
  freeDeliveryFrom: null,
  minimumOrder: 200,
  eta: { fromMinutes: 35, toMinutes: 45 },
  message: null,
  pickupEnabled: true,
};
const rupees = (n: number) => `₹${n}`;

describe('deliverySentence', () => {
  it('says where, how soon and at what fee', () => {
    expect(deliverySentence(check, rupees)).toBe('Deliver to 560001 · 35–45 min · ₹40');
    expect(deliverySentence({ ...check, deliveryFee: 0 }, rupees)).toBe(
      'Deliver to 560001 · 35–45 min · Free delivery',
    );
  });
});
