import { fromMinor, type contactResponseSchema, type Offer } from '@ninetonine/contract';
import type { z } from 'zod';
import type { OfferRecord } from './site.repository';

type ContactResponse = z.infer<typeof contactResponseSchema>;

export const CONTACT_THANKS = "Thanks! We'll get back to you within a day.";

export function toOfferJson(offer: OfferRecord): Offer {
  return {
    _id: offer.id,
    code: offer.code,
    title: offer.title,
    description: offer.description,
    validUntil: offer.endsAt ? offer.endsAt.toISOString() : null,
    discountType: offer.discountType,
    discountValue:
      offer.discountType === 'percent' ? offer.discountValue : fromMinor(offer.discountValue),
    maxDiscount: offer.maxDiscountMinor === null ? null : fromMinor(offer.maxDiscountMinor),
    minimumSubtotal: fromMinor(offer.minOrderMinor),
    appliesTo: offer.appliesTo,
  };
}

export const toContactResponse = (id: string): ContactResponse => ({ message: CONTACT_THANKS, id });
