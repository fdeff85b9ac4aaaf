import { postcodeEntryProblem, type DeliveryArea } from '@ninetonine/contract';

/** The area form's inputs, as typed. */
export interface AreaFormValues {
  name: string;
  postcodes: string;
  deliveryFee: string;
  minimumOrder: string;
  extraMinutes: string;
  /** The area's centre on the map (decision 0083): both blank, or both numbers. */
  centreLat: string;
  centreLng: string;
}
export type AreaFormField = keyof AreaFormValues;

export const EMPTY_AREA: AreaFormValues = {
  name: '',
  postcodes: '',
  deliveryFee: '',
  minimumOrder: '',
  extraMinutes: '0',
  centreLat: '',
  centreLng: '',
};

export const valuesOfArea = (a: DeliveryArea): AreaFormValues => ({
  name: a.name,
  postcodes: a.postcodes.join(', '),
  deliveryFee: a.deliveryFee === null ? '' : String(a.deliveryFee),
  minimumOrder: a.minimumOrder === null ? '' : String(a.minimumOrder),
  extraMinutes: String(a.extraMinutes),
  centreLat: a.centre ? String(a.centre.lat) : '',
  centreLng: a.centre ? String(a.centre.lng) : '',
});

/** One entry per comma or line ("560001, 560002" or one a line); blanks dropped. */
export const postcodeEntries = (text: string): string[] =>
  text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Blank: the standard fee or minimum (null); otherwise a number (NaN for nonsense). */
const optionalNumber = (s: string) => (s.trim() === '' ? null : Number(s));

/** The request body the inputs stand for; the contract's schema checks it. */
export const bodyOfValues = (v: AreaFormValues) => ({
  name: v.name,
  postcodes: postcodeEntries(v.postcodes),
  deliveryFee: optionalNumber(v.deliveryFee),
  minimumOrder: optionalNumber(v.minimumOrder),
  extraMinutes: v.extraMinutes.trim() === '' ? 0 : Number(v.extraMinutes),
  // Both blank: no centre; otherwise both are sent, a blank one as NaN (refused by the schema).
  centre:
    v.centreLat.trim() === '' && v.centreLng.trim() === ''
      ? null
      : { lat: Number(v.centreLat.trim() || NaN), lng: Number(v.centreLng.trim() || NaN) },
});

/** The first entry that is not a postcode or prefix of the country, in words; null if none. */
export function postcodesProblem(text: string, country: string): string | null {
  for (const entry of postcodeEntries(text)) {
    const problem = postcodeEntryProblem(entry.replace(/\s+/g, '').toUpperCase(), country);
    if (problem) return problem;
  }
  return null;
}
