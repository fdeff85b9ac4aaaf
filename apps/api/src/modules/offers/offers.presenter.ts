import {
  fromMinor,
  toMinor,
  type OfferFields,
  type OfferState,
  type StaffOffer,
} from '@ninetonine/contract';
import type { OfferValues, StaffOfferRecord } from './offers.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where the offer stands at `now`, by the same terms checkout applies. */
export function offerStateAt(o: StaffOfferRecord, now: Date): OfferState {
  if (!o.isActive) return 'paused';
  if (o.endsAt && now >= o.endsAt) return 'expired';
  if (o.usageLimitTotal !== null && o.timesUsed >= o.usageLimitTotal) return 'used_up';
  if (o.startsAt && now < o.startsAt) return 'scheduled';
  return 'running';
}

/** The stored offer as the fields an admin edits (major units), to merge an edit onto. */
export function offerFieldsOf(o: StaffOfferRecord): OfferFields {
  return {
    code: o.code,
    title: o.title,
    description: o.description,
    discountType: o.discountType,
    discountValue: o.discountType === 'percent' ? o.discountValue : fromMinor(o.discountValue),
    maxDiscount: o.maxDiscountMinor === null ? null : fromMinor(o.maxDiscountMinor),
    minimumSubtotal: fromMinor(o.minOrderMinor),
    appliesTo: o.appliesTo,
    isActive: o.isActive,
    startsAt: iso(o.startsAt),
    endsAt: iso(o.endsAt),
    usageLimitTotal: o.usageLimitTotal,
    usageLimitPerCustomer: o.usageLimitPerCustomer,
    segment: o.segment ?? null,
    segmentMinSpend: o.segmentMinSpendMinor === null ? null : fromMinor(o.segmentMinSpendMinor),
  };
}

/** The fields as stored: minor units, dates. */
export function offerValuesOf(f: OfferFields): OfferValues {
  return {
    code: f.code,
    title: f.title,
    description: f.description,
    discountType: f.discountType,
    discountValue: f.discountType === 'percent' ? f.discountValue : toMinor(f.discountValue),
    maxDiscountMinor: f.maxDiscount === null ? null : toMinor(f.maxDiscount),
    minOrderMinor: toMinor(f.minimumSubtotal),
    appliesTo: f.appliesTo,
    isActive: f.isActive,
    startsAt: f.startsAt ? new Date(f.startsAt) : null,
    endsAt: f.endsAt ? new Date(f.endsAt) : null,
    usageLimitTotal: f.usageLimitTotal,
    usageLimitPerCustomer: f.usageLimitPerCustomer,
    segment: f.segment,
    segmentMinSpendMinor: f.segmentMinSpend === null ? null : toMinor(f.segmentMinSpend),
  };
}

/** `segmentSize`: how many customers the offer's segment holds now (null: no segment). */
export function toStaffOffer(
  o: StaffOfferRecord,
  now: Date,
  segmentSize: number | null = null,
): StaffOffer {
  return {
    _id: o.id,
    ...offerFieldsOf(o),
    timesUsed: o.timesUsed,
    redemptions: o.redemptions,
    state: offerStateAt(o, now),
    segmentSize,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
