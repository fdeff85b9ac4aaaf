import type { Offer } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import { offerBenefit, offerConditions } from './offer-terms';

const offer = (over: Partial<Offer>): Offer => ({
  _id: 'o',
  code: 'NINE10',
  title: 'Ten off',
  description: '',
  validUntil: null,
  discountType: 'percent',
  discountValue: 10,
  maxDiscount: null,
  minimumSubtotal: 0,
  appliesTo: 'any',
  ...over,
});

const format = restaurantFormat();

describe('offer terms, in words', () => {
  it('say what the code gives', () => {
    expect(offerBenefit(offer({}), format)).toBe('10% off your food');
    expect(offerBenefit(offer({ maxDiscount: 150 }), format)).toBe(
      '10% off your food (up to ₹150)',
    );
    expect(offerBenefit(offer({ discountType: 'amount', discountValue: 100 }), format)).toBe(
      '₹100 off your food',
    );
  });

  it('list the conditions', () => {
    expect(offerConditions(offer({}), format)).toEqual([]);
    expect(offerConditions(offer({ minimumSubtotal: 500, appliesTo: 'pickup' }), format)).toEqual([
      'On food orders of ₹500 or more',
      'Pickup orders only',
    ]);
  });
});
