import type { StaffOffer } from '@ninetonine/contract';

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
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it: the device's own clock. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (device time) as an ISO instant; blank: none; nonsense stays as is. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** Blank: null (no limit, no cap); otherwise a number (NaN for nonsense, which the schema names). */
const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s));
const requiredNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export function valuesOfOffer(o: StaffOffer): OfferFormValues {
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
    startsAt: toLocalInput(o.startsAt),
    endsAt: toLocalInput(o.endsAt),
    usageLimitTotal: text(o.usageLimitTotal),
    usageLimitPerCustomer: text(o.usageLimitPerCustomer),
  };
}

/** The request body the inputs stand for; the contract's schema checks it. */
export function bodyOfValues(v: OfferFormValues) {
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
    startsAt: fromLocalInput(v.startsAt),
    endsAt: fromLocalInput(v.endsAt),
    usageLimitTotal: optionalNumber(v.usageLimitTotal),
    usageLimitPerCustomer: optionalNumber(v.usageLimitPerCustomer),
  };
}
