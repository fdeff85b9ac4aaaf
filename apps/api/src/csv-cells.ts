/**
 * CSV cells for the admins' files (orders, customers): RFC 4180, and safe to open in a
 * spreadsheet. One copy, so every export guards against formulas the same way.
 */
/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell with one of these must be quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** Excel reads a CSV as UTF-8 (₹, names in any script) only when it starts with this mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * One cell of text people typed (names, phones, dish names): a leading formula character gets
 * an apostrophe so a spreadsheet shows it instead of running it, then RFC 4180 quoting.
 */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/** A cell we wrote ourselves (numbers, statuses, times): quoting only. */
export function plainCell(value: string): string {
  return quoted(value);
}

const quoted = (text: string) =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvRecord = (cells: string[]) => `${cells.join(',')}\r\n`;

/** Integer minor units as a plain major-unit number with two decimals: 24950 → "249.50". */
export function minorAsDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
