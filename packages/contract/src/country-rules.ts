/**
 * What a postcode and a phone number look like in the restaurant's country (decision 0047).
 * The restaurant's `country` setting picks one; the web forms and the API check with the same
 * rules, so a page never accepts what the server then refuses.
 */
export interface CountryRules {
  name: string;
  /** What people there call a postcode ("PIN code" in India). */
  postcodeName: string;
  /** The postcode with spaces removed and upper-cased. */
  postcode: RegExp;
  postcodeExample: string;
  /** How many characters the postcode has at most (for the input's maxlength). */
  postcodeMaxLength: number;
  /** Digits only, without the plus. */
  dialCode: string;
  /** The national number: digits only, without the trunk prefix. */
  nationalNumber: RegExp;
  /** Dialled before a national number inside the country ("0"), if any. */
  trunkPrefix: string;
  phoneExample: string;
  /** The sentence shown for a phone number that does not fit. */
  phoneHint: string;
}

export const COUNTRY_RULES = {
  IN: {
    name: 'India',
    postcodeName: 'PIN code',
    postcode: /^[1-9]\d{5}$/,
    postcodeExample: '560001',
    postcodeMaxLength: 7,
    dialCode: '91',
    nationalNumber: /^[6-9]\d{9}$/,
    trunkPrefix: '0',
    phoneExample: '98450 55555',
    phoneHint: 'Enter a 10-digit Indian phone number, e.g. 98450 55555',
  },
  GB: {
    name: 'the United Kingdom',
    postcodeName: 'postcode',
    postcode: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/,
    postcodeExample: 'SW1A 1AA',
    postcodeMaxLength: 8,
    dialCode: '44',
    nationalNumber: /^[1-9]\d{9}$/,
    trunkPrefix: '0',
    phoneExample: '07700 900123',
    phoneHint: 'Enter a UK phone number, e.g. 07700 900123',
  },
  US: {
    name: 'the United States',
    postcodeName: 'ZIP code',
    postcode: /^\d{5}(?:-?\d{4})?$/,
    postcodeExample: '94103',
    postcodeMaxLength: 10,
    dialCode: '1',
    nationalNumber: /^[2-9]\d{2}[2-9]\d{6}$/,
    trunkPrefix: '',
    phoneExample: '(415) 555-0132',
    phoneHint: 'Enter a 10-digit US phone number, e.g. (415) 555-0132',
  },
} as const satisfies Record<string, CountryRules>;

export type CountryCode = keyof typeof COUNTRY_RULES;
export const COUNTRY_CODES = Object.keys(COUNTRY_RULES) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'IN';

export const isCountryCode = (code: string): code is CountryCode =>
  Object.prototype.hasOwnProperty.call(COUNTRY_RULES, code);

/** The rules of a stored country code; an unknown one (never written by the API) reads as India. */
export const countryRules = (code: string): CountryRules =>
  isCountryCode(code) ? COUNTRY_RULES[code] : COUNTRY_RULES[DEFAULT_COUNTRY];

/** A postcode as compared and stored: no spaces, upper case ("sw1a 1aa" → "SW1A1AA"). */
export const compactPostcode = (input: string): string => input.replace(/\s+/g, '').toUpperCase();

/** The postcode in its stored form, or null when it is not one of the country's. */
export function normalizePostcode(input: string, code: string): string | null {
  const compact = compactPostcode(input);
  return countryRules(code).postcode.test(compact) ? compact : null;
}

export const postcodeProblem = (code: string): string => {
  const rules = countryRules(code);
  return rules === COUNTRY_RULES.IN
    ? `Enter a 6-digit PIN code, e.g. ${rules.postcodeExample}`
    : `Enter a ${rules.postcodeName} from ${rules.name}, e.g. ${rules.postcodeExample}`;
};

/**
 * The phone number in international form (+919845055555), or null when it is not a number of
 * the country. Spaces, dashes, dots and brackets are the reader's: "98450 55555",
 * "098450-55555", "+91 98450 55555" and "0091 9845055555" are one number.
 */
export function normalizePhone(input: string, code: string): string | null {
  const rules = countryRules(code);
  const trimmed = input.trim();
  if (!/^[\s(]*\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  const international = /^[\s(]*\+/.test(trimmed) || digits.startsWith('00');
  if (international) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    if (!digits.startsWith(rules.dialCode)) return null;
    digits = digits.slice(rules.dialCode.length);
  } else if (rules.trunkPrefix && digits.startsWith(rules.trunkPrefix)) {
    digits = digits.slice(rules.trunkPrefix.length);
  } else if (!rules.nationalNumber.test(digits) && digits.startsWith(rules.dialCode)) {
    // "919845055555": the country code typed without its plus.
    digits = digits.slice(rules.dialCode.length);
  }
  return rules.nationalNumber.test(digits) ? `+${rules.dialCode}${digits}` : null;
}
