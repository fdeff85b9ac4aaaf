import type { Offer } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
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

describe('offer terms, in words', () => {
  it('say what the code gives', () => {
    expect(offerBenefit(offer({}))).toBe('10% off your food');
    expect(offerBenefit(offer({ maxDiscount: 150 }))).toBe('10% off your food (up to ₹150)');
    expect(offerBenefit(offer({ discountType: 'amount', discountValue: 100 }))).toBe(
      '₹100 off your food',
    );
  });

  it('list the conditions', () => {
    expect(offerConditions(offer({}))).toEqual([]);
    expect(offerConditions(offer({ minimumSubtotal: 500, appliesTo: 'pickup' }))).toEqual([
      'On food orders of ₹500 or more',
      'Pickup orders only',
    ]);
  });
});
