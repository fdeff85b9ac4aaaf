import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  invoiceNumber,
  isGstStateCode,
} from './gst';

describe('the GSTIN and its check character', () => {
  it('accepts GSTINs whose last character is the mod-36 check of the first 14', () => {
    // 27AAPFU0939F1ZV is the example the GST portal's own help pages show.
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toBe('W');
  });

  it('refuses one typing mistake anywhere: a changed character or two swapped', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/last character does not match/);
    expect(gstinProblem('27AAPFU0939F2ZV')).toMatch(/last character does not match/);
    expect(gstinProblem('27AAPFU9039F1ZV')).toMatch(/last character does not match/);
  });

  it('refuses the wrong length, the wrong shape and a state code outside 01-38', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters');
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/state code, the PAN/);
    expect(gstinProblem('27AAPFU0939F1YV')).toMatch(/state code, the PAN/);
    const first14 = '99AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(
      '99 is not a GST state code (01-38)',
    );
    expect(isGstStateCode('00')).toBe(false);
    expect(isGstStateCode('38')).toBe(true);
  });
});

describe('the invoice series', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });

  it('numbers an invoice in 16 characters at most (CGST rule 46(b))', () => {
    const number = invoiceNumber('NTN', '2026-27', 123);
    expect(number).toBe('NTN/26-27/000123');
    expect(number.length).toBeLessThanOrEqual(16);
  });
});
