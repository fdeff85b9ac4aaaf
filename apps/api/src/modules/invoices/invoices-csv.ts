import { GST_STATES, localIsoDateTime } from '@ninetonine/contract';
import type { InvoiceRow } from './invoices.repository';

/** Excel reads a CSV as UTF-8 only when it starts with this mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Every cell here is ours (numbers, codes, state names): RFC 4180 quoting is all they need. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
const record = (cells: string[]) => `${cells.map(cell).join(',')}\r\n`;

/** 24950 -> "249.50" */
export function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** GSTR-1 writes a place of supply as "29-Karnataka". */
const placeOfSupply = (code: string) => `${code}-${GST_STATES[code] ?? ''}`;
const rate = (bp: number) => String(bp / 100);

/**
 * GSTR-1 table 7 (B2C others): one row per place of supply and rate, type OE (not through an
 * e-commerce operator: the restaurant sells on its own storefront), no cess on restaurant service.
 */
export function b2csCsv(rows: InvoiceRow[]): string {
  const groups = new Map<string, { pos: string; bp: number; count: number; sums: number[] }>();
  for (const r of rows) {
    const pos = r.snapshot.placeOfSupply;
    const key = `${pos}|${r.rateBasisPoints}`;
    const group = groups.get(key) ?? {
      pos,
      bp: r.rateBasisPoints,
      count: 0,
      sums: [0, 0, 0, 0, 0],
    };
    group.count += 1;
    [r.taxableMinor, r.cgstMinor, r.sgstMinor, r.igstMinor, r.totalMinor].forEach((v, i) => {
      group.sums[i]! += v;
    });
    groups.set(key, group);
  }
  const header = record([
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Integrated Tax',
    'Central Tax',
    'State/UT Tax',
    'Cess Amount',
    'E-Commerce GSTIN',
    'Invoices',
    'Invoice value',
  ]);
  const body = [...groups.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.bp - b.bp)
    .map(({ pos, bp, count, sums }) => {
      const [taxable, cgst, sgst, igst, total] = sums as [number, number, number, number, number];
      return record([
        'OE',
        placeOfSupply(pos),
        rate(bp),
        '',
        decimal(taxable),
        decimal(igst),
        decimal(cgst),
        decimal(sgst),
        '0.00',
        '',
        String(count),
        decimal(total),
      ]);
    });
  return header + body.join('');
}

/** Every invoice of the month, in series order: the register behind the summary. */
export function registerCsv(rows: InvoiceRow[], timeZone: string): string {
  const header = record([
    'Invoice number',
    'Issued at',
    'Order number',
    'Place Of Supply',
    'Rate',
    'Taxable Value',
    'Central Tax',
    'State/UT Tax',
    'Integrated Tax',
    'Round off',
    'Invoice value',
  ]);
  return (
    header +
    rows
      .map((r) =>
        record([
          r.number,
          localIsoDateTime(r.issuedAt, timeZone),
          r.snapshot.order.number,
          placeOfSupply(r.snapshot.placeOfSupply),
          rate(r.rateBasisPoints),
          decimal(r.taxableMinor),
          decimal(r.cgstMinor),
          decimal(r.sgstMinor),
          decimal(r.igstMinor),
          decimal(r.snapshot.totals.roundOffMinor),
          decimal(r.totalMinor),
        ]),
      )
      .join('')
  );
}
