import { staffOfferInputSchema, type StaffOffer } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_OFFER,
  bodyOfValues,
  fromLocalInput,
  toLocalInput,
  valuesOfOffer,
} from './offer-form-values';

const TZ = 'Asia/Kolkata';

describe('offer form values', () => {
  it('turns typed text into the request body the contract accepts', () => {
    const body = bodyOfValues(
      {
        ...EMPTY_OFFER,
        code: 'diwali25',
        title: 'Diwali treat',
        discountValue: '25',
        maxDiscount: '150.50',
        usageLimitPerCustomer: '1',
      },
      TZ,
    );
    const parsed = staffOfferInputSchema.parse(body);
    expect(parsed).toMatchObject({
      code: 'DIWALI25',
      discountValue: 25,
      maxDiscount: 150.5,
      minimumSubtotal: 0,
      usageLimitTotal: null,
      usageLimitPerCustomer: 1,
      startsAt: null,
    });
  });

  it('leaves blanks and nonsense for the schema to name', () => {
    const result = staffOfferInputSchema.safeParse(
      bodyOfValues(
        { ...EMPTY_OFFER, code: 'OK1', title: 'Fine', discountValue: '', endsAt: 'x' },
        TZ,
      ),
    );
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['discountValue', 'endsAt']));
  });

  it('drops a cap for amounts, and round-trips an offer and restaurant-clock dates', () => {
    expect(
      bodyOfValues({ ...EMPTY_OFFER, discountType: 'amount', maxDiscount: '10' }, TZ).maxDiscount,
    ).toBeNull();
    const iso = '2026-03-01T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso, TZ), TZ)).toBe(iso);
    // The restaurant's clock, not the device's (issue 34, item 19): 10:30 UTC is 19:30 in Tokyo.
    expect(toLocalInput(iso, 'Asia/Tokyo')).toBe('2026-03-01T19:30');
    expect(toLocalInput(iso, 'Asia/Kolkata')).toBe('2026-03-01T16:00');
    expect(fromLocalInput('2026-03-01T19:30', 'Asia/Tokyo')).toBe(iso);
    expect(fromLocalInput('soon', 'Asia/Tokyo')).toBe('soon');
    const offer = {
      _id: 'o1',
      code: 'FLAT50',
      title: 'Flat',
      description: '',
      discountType: 'amount',
      discountValue: 50,
      maxDiscount: null,
      minimumSubtotal: 499,
      appliesTo: 'delivery',
      isActive: true,
      startsAt: null,
      endsAt: iso,
      usageLimitTotal: null,
      usageLimitPerCustomer: 2,
      timesUsed: 0,
      redemptions: 0,
      state: 'running',
      segment: 'top_customers',
      segmentMinSpend: 2500,
      segmentSize: 3,
      createdAt: iso,
      updatedAt: iso,
    } satisfies StaffOffer;
    const back = staffOfferInputSchema.parse(bodyOfValues(valuesOfOffer(offer, TZ), TZ));
    expect(back).toMatchObject({
      discountValue: 50,
      minimumSubtotal: 499,
      endsAt: iso,
      usageLimitPerCustomer: 2,
      segment: 'top_customers',
      segmentMinSpend: 2500,
    });
  });
});
