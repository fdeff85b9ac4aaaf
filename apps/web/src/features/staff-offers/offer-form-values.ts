import type { StaffOffer } from '@ninetonine/contract';
import { instantAt, restaurantDay, wallClock } from '@ninetonine/contract/core';

/** The offer form's inputs, as typed (every input holds a string). */
export interface OfferFormValues {
  code: string;
  title: string;
  description: string;
  discountType: string;
  discountValue: string;
  maxDiscount: string;
  minimumSubtotal: string;
  appliesTo: string;
  startsAt: string;
  endsAt: string;
  usageLimitTotal: string;
  usageLimitPerCustomer: string;
  /** '' for anyone, or one of offerSegments. */
  segment: string;
  segmentMinSpend: string;
}
export type OfferFormField = keyof OfferFormValues;

export const EMPTY_OFFER: OfferFormValues = {
  code: '',
  title: '',
  description: '',
  discountType: 'percent',
  discountValue: '',
  maxDiscount: '',
  minimumSubtotal: '0',
  appliesTo: 'any',
  startsAt: '',
  endsAt: '',
  usageLimitTotal: '',
  usageLimitPerCustomer: '',
  segment: '',
  segmentMinSpend: '',
};

const pad = (n: number) => String(n).padStart(2, '0');
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * An instant as a datetime-local input shows it: on the restaurant's clock (`timeZone`), like
 * every time the app shows, wherever the admin's device is (issue 34, item 19).
 */
export function toLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  const w = wallClock(at, timeZone);
  return `${restaurantDay(at, timeZone)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** A datetime-local value (the restaurant's clock) as an ISO instant; blank: none; nonsense stays. */
export function fromLocalInput(value: string, timeZone: string): string | null {
  if (!value.trim()) return null;
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return value;
  const at = instantAt(m[1]!, Number(m[2]) * 60 + Number(m[3]), timeZone);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** Blank: null (no limit, no cap); otherwise a number (NaN for nonsense, which the schema names). */
const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s));
const requiredNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export function valuesOfOffer(o: StaffOffer, timeZone: string): OfferFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: o.code,
    title: o.title,
    description: o.description,
    discountType: o.discountType,
    discountValue: String(o.discountValue),
    maxDiscount: text(o.maxDiscount),
    minimumSubtotal: String(o.minimumSubtotal),
    appliesTo: o.appliesTo,
    startsAt: toLocalInput(o.startsAt, timeZone),
    endsAt: toLocalInput(o.endsAt, timeZone),
    usageLimitTotal: text(o.usageLimitTotal),
    usageLimitPerCustomer: text(o.usageLimitPerCustomer),
    segment: o.segment ?? '',
    segmentMinSpend: text(o.segmentMinSpend),
  };
}

/** The request body the inputs stand for; the contract's schema checks it. */
export function bodyOfValues(v: OfferFormValues, timeZone: string) {
  return {
    code: v.code,
    title: v.title,
    description: v.description,
    discountType: v.discountType,
    discountValue: requiredNumber(v.discountValue),
    // A cap only means something for a percent; an amount never sends one.
    maxDiscount: v.discountType === 'percent' ? optionalNumber(v.maxDiscount) : null,
    minimumSubtotal: v.minimumSubtotal.trim() === '' ? 0 : Number(v.minimumSubtotal),
    appliesTo: v.appliesTo,
    startsAt: fromLocalInput(v.startsAt, timeZone),
    endsAt: fromLocalInput(v.endsAt, timeZone),
    usageLimitTotal: optionalNumber(v.usageLimitTotal),
    usageLimitPerCustomer: optionalNumber(v.usageLimitPerCustomer),
    segment: v.segment === '' ? null : v.segment,
    // A minimum spend only means something for top customers.
    segmentMinSpend: v.segment === 'top_customers' ? optionalNumber(v.segmentMinSpend) : null,
  };
}
