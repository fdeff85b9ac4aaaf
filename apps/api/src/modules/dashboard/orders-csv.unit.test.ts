import { describe, expect, it } from 'vitest';
import { csvRecord, minorAsDecimal, plainCell, textCell } from '../../csv-cells';
import { itemsSummary } from './orders-csv';

describe('orders CSV cells', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, and nothing else', () => {
    expect(textCell('Asha Rao')).toBe('Asha Rao');
    expect(textCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(textCell('The "Big" one')).toBe('"The ""Big"" one"');
    expect(textCell('Gate 2\r\nRing twice')).toBe('"Gate 2\r\nRing twice"');
    expect(textCell(null)).toBe('');
    expect(csvRecord(['a', '"b,c"', ''])).toBe('a,"b,c",\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(textCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(textCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(textCell('-2+3')).toBe("'-2+3");
    expect(textCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(textCell('\t=1')).toBe("'\t=1");
    expect(textCell('\r=1')).toBe(`"'\r=1"`);
    expect(textCell('Asha = Rao')).toBe('Asha = Rao');
    // Our own numbers are never prefixed.
    expect(plainCell('-1.00')).toBe('-1.00');
  });

  it('writes minor units as major units with two decimals', () => {
    expect(minorAsDecimal(24950)).toBe('249.50');
    expect(minorAsDecimal(5)).toBe('0.05');
    expect(minorAsDecimal(0)).toBe('0.00');
    expect(minorAsDecimal(-1234)).toBe('-12.34');
  });

  it('summarises the lines of an order', () => {
    expect(
      itemsSummary([
        { name: 'Paneer Tikka', size: 'Large', quantity: 2 },
        { name: 'Garlic Naan', size: '', quantity: 1 },
        { name: 'Biryani', size: 'Half', quantity: 1, options: [{ name: 'Hot' }, { name: 'Egg' }] },
      ]),
    ).toBe('2 × Paneer Tikka (Large); 1 × Garlic Naan; 1 × Biryani (Half) with Hot, Egg');
  });
});
