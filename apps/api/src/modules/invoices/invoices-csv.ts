import { GST_STATES, localIsoDateTime } from '@ninetonine/contract';
import type { CreditNoteRow } from './credit-notes.repository';
import type { InvoiceRow } from './invoices.repository';

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

/** The figures a summary row sums: an invoice's, or a credit note's (then subtracted). */
type Figures = Pick<
  InvoiceRow,
  'rateBasisPoints' | 'taxableMinor' | 'cgstMinor' | 'sgstMinor' | 'igstMinor' | 'totalMinor'
> & { snapshot: { placeOfSupply: string } };

/**
 * GSTR-1 table 7 (B2C others): one row per place of supply and rate, type OE (not through an
 * e-commerce operator: the restaurant sells on its own storefront), no cess on restaurant service.
 * The month's credit notes reduce their own place and rate's row (decision 0089): table 7 takes
 * B2C amendments net, so a refund in the month lowers the figures it is filed with.
 */
export function b2csCsv(rows: InvoiceRow[], notes: CreditNoteRow[] = []): string {
  const groups = new Map<
    string,
    { pos: string; bp: number; count: number; notes: number; sums: number[] }
  >();
  const add = (r: Figures, sign: 1 | -1) => {
    const pos = r.snapshot.placeOfSupply;
    const key = `${pos}|${r.rateBasisPoints}`;
    const group = groups.get(key) ?? {
      pos,
      bp: r.rateBasisPoints,
      count: 0,
      notes: 0,
      sums: [0, 0, 0, 0, 0],
    };
    if (sign === 1) group.count += 1;
    else group.notes += 1;
    [r.taxableMinor, r.cgstMinor, r.sgstMinor, r.igstMinor, r.totalMinor].forEach((v, i) => {
      group.sums[i]! += sign * v;
    });
    groups.set(key, group);
  };
  rows.forEach((r) => add(r, 1));
  notes.forEach((n) => add(n, -1));
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
    'Credit notes',
    'Invoice value',
  ]);
  const body = [...groups.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.bp - b.bp)
    .map(({ pos, bp, count, notes: noteCount, sums }) => {
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
        String(noteCount),
        decimal(total),
      ]);
    });
  return header + body.join('');
}

/**
 * Every invoice of the month in series order, then every credit note in theirs, each with its
 * type (a note names the invoice it reduces): the register behind the summary.
 */
export function registerCsv(rows: InvoiceRow[], notes: CreditNoteRow[], timeZone: string): string {
  const header = record([
    'Type',
    'Number',
    'Issued at',
    'Against invoice',
    'Order number',
    'Place Of Supply',
    'Rate',
    'Taxable Value',
    'Central Tax',
    'State/UT Tax',
    'Integrated Tax',
    'Round off',
    'Value',
  ]);
  const line = (
    type: string,
    r: InvoiceRow | CreditNoteRow,
    against: string,
    order: string,
    roundOffMinor: number,
  ) =>
    record([
      type,
      r.number,
      localIsoDateTime(r.issuedAt, timeZone),
      against,
      order,
      placeOfSupply(r.snapshot.placeOfSupply),
      rate(r.rateBasisPoints),
      decimal(r.taxableMinor),
      decimal(r.cgstMinor),
      decimal(r.sgstMinor),
      decimal(r.igstMinor),
      decimal(roundOffMinor),
      decimal(r.totalMinor),
    ]);
  return (
    header +
    rows
      .map((r) => line('Invoice', r, '', r.snapshot.order.number, r.snapshot.totals.roundOffMinor))
      .join('') +
    notes
      .map((n) =>
        line(
          'Credit note',
          n,
          n.snapshot.invoice.number,
          n.snapshot.order.number,
          n.snapshot.totals.roundOffMinor,
        ),
      )
      .join('')
  );
}
