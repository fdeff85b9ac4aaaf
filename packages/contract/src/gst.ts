/**
 * India's GST identifiers and series (issue 32, item 1; decision 0082): the GSTIN with its
 * check character, the FSSAI licence number, the states' codes and the financial year an
 * invoice number belongs to.
 */

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GST states and union territories by their two-digit code (the first two characters of a
 * GSTIN), as the GST portal lists them (CBIC notification of state codes, 01-38).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

export const isGstStateCode = (code: string) => Object.hasOwn(GST_STATES, code);

/**
 * The GSTIN's check character over its first 14: each character's value (0-9, A-Z = 10-35) is
 * multiplied by 1 and 2 alternately; each product contributes its quotient and remainder by 36;
 * the check is (36 - sum mod 36) mod 36, as a character of the same alphabet.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error('A GSTIN uses digits and capital letters only');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN is not one (null when it is): the shape, the state code, then the check. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters';
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape) {
    return 'A GSTIN is the state code, the PAN, the entity number, Z and a check character (like 29ABCDE1234F1ZW)';
  }
  if (!isGstStateCode(shape[1]!)) return `${shape[1]} is not a GST state code (01-38)`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'The GSTIN’s last character does not match: check it for a typing mistake';
  }
  return null;
}

/** The FSSAI licence or registration number: 14 digits. */
export const FSSAI_LICENCE = /^\d{14}$/;

/** The GST rate of restaurant service without input tax credit (notification 11/2017, 7(ii)). */
export const DEFAULT_GST_RATE_PERCENT = 5;
/** Restaurant service, the SAC every line of our invoices carries. */
export const RESTAURANT_SAC = '996331';

/**
 * Rule 46(b) of the CGST Rules: a serial of at most 16 characters, of letters, digits, '-' and
 * '/'. With a 2-digit year pair ('26-27') and 6 digits, a prefix of up to 3 characters fits.
 */
export const INVOICE_PREFIX = /^[A-Z0-9]{1,3}$/;
export const INVOICE_SERIAL_DIGITS = 6;

/** The Indian financial year (April to March) of a day 'YYYY-MM-DD', as '2026-27'. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'NTN', '2026-27', 123 -> 'NTN/26-27/000123' (16 characters at most, rule 46(b)). */
export function invoiceNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(INVOICE_SERIAL_DIGITS, '0')}`;
}
