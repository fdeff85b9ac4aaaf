import { postcodeEntryProblem, type DeliveryArea } from '@ninetonine/contract';

/** The area form's inputs, as typed. */
export interface AreaFormValues {
  name: string;
  postcodes: string;
  deliveryFee: string;
  minimumOrder: string;
  extraMinutes: string;
  /** The centre (decision 0084): all four blank for none. */
  centreLat: string;
  centreLng: string;
  centreRadiusKm: string;
  centrePostcode: string;
  /** Cash on delivery here (decision 0090): 'on' or 'off', a checkbox. */
  cashOnDelivery: 'on' | 'off';
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
  centreRadiusKm: '',
  centrePostcode: '',
  cashOnDelivery: 'on',
};

export const valuesOfArea = (a: DeliveryArea): AreaFormValues => ({
  name: a.name,
  postcodes: a.postcodes.join(', '),
  deliveryFee: a.deliveryFee === null ? '' : String(a.deliveryFee),
  minimumOrder: a.minimumOrder === null ? '' : String(a.minimumOrder),
  extraMinutes: String(a.extraMinutes),
  centreLat: a.centre ? String(a.centre.lat) : '',
  centreLng: a.centre ? String(a.centre.lng) : '',
  centreRadiusKm: a.centre ? String(a.centre.radiusKm) : '',
  centrePostcode: a.centre?.postcode ?? '',
  cashOnDelivery: a.cashOnDelivery ? 'on' : 'off',
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
  centre: centreOfValues(v),
  cashOnDelivery: v.cashOnDelivery !== 'off',
});

const CENTRE_FIELDS = ['centreLat', 'centreLng', 'centreRadiusKm', 'centrePostcode'] as const;

/** All four blank: no centre (null). Otherwise the centre, a blank number as NaN (refused). */
function centreOfValues(v: AreaFormValues) {
  if (CENTRE_FIELDS.every((f) => v[f].trim() === '')) return null;
  const num = (s: string) => (s.trim() === '' ? NaN : Number(s));
  return {
    lat: num(v.centreLat),
    lng: num(v.centreLng),
    radiusKm: num(v.centreRadiusKm),
    postcode: v.centrePostcode,
  };
}

/** The form field a schema issue under `centre` belongs to ("centre.lat" → centreLat). */
export function centreField(path: readonly PropertyKey[]): AreaFormField | null {
  if (path[0] !== 'centre') return null;
  const key = {
    lat: 'centreLat',
    lng: 'centreLng',
    radiusKm: 'centreRadiusKm',
    postcode: 'centrePostcode',
  }[String(path[1])];
  return (key as AreaFormField | undefined) ?? 'centreLat';
}

/** The first entry that is not a postcode or prefix of the country, in words; null if none. */
export function postcodesProblem(text: string, country: string): string | null {
  for (const entry of postcodeEntries(text)) {
    const problem = postcodeEntryProblem(entry.replace(/\s+/g, '').toUpperCase(), country);
    if (problem) return problem;
  }
  return null;
}
