import {
  fulfilmentLabels,
  localIsoDateTime,
  moneyStateLabel,
  orderStatusLabels,
  paymentMethodStaffLabels,
} from '@ninetonine/contract';
import type { ExportLineRecord, ExportOrderRecord } from './dashboard.repository';

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

/** "2 × Paneer Tikka (Large); 1 × Biryani (Half) with Hot, Boiled egg" */
export function itemsSummary(
  lines: (Pick<ExportLineRecord, 'name' | 'size' | 'quantity'> &
    Partial<Pick<ExportLineRecord, 'options'>>)[],
) {
  return lines
    .map((l) => {
      const options = l.options?.length ? ` with ${l.options.map((o) => o.name).join(', ')}` : '';
      return `${l.quantity} × ${l.name}${l.size ? ` (${l.size})` : ''}${options}`;
    })
    .join('; ');
}

/** "4 Lake View Road, Flat 2, Bengaluru 560001 (Ring twice)": where a delivery goes, one cell. */
export function addressLine(address: ExportOrderRecord['address']): string {
  if (!address) return '';
  const place = [address.line1, address.line2, `${address.city} ${address.postalCode}`.trim()]
    .filter(Boolean)
    .join(', ');
  return address.notes ? `${place} (${address.notes})` : place;
}

/** Readable words throughout (issue 34, item 17): an owner's spreadsheet, not our codes. */
export const ORDERS_CSV_HEADER = csvRecord([
  'Order number',
  'Placed at',
  'Status',
  'Fulfilment',
  'Customer name',
  'Phone',
  'Address',
  'For',
  'Note',
  'Items',
  'Subtotal',
  'Discount',
  'Delivery fee',
  'Tax',
  'Total',
  'Coupon code',
  'Payment method',
  'Payment status',
  'Refunded',
  'Takings',
  // Last, so the columns before it keep their places in owners' sheets (decision 0085).
  'Rider tip',
]);

/** One order's row; the phone is the delivery address's when there is one, else the account's. */
export function orderCsvRecord(
  order: ExportOrderRecord,
  lines: ExportLineRecord[],
  timeZone: string,
): string {
  return csvRecord([
    textCell(order.number),
    plainCell(localIsoDateTime(order.createdAt, timeZone)),
    plainCell(orderStatusLabels[order.status]),
    plainCell(fulfilmentLabels[order.fulfilment]),
    textCell(order.customerName),
    textCell(order.address?.phone || order.customerPhone),
    textCell(addressLine(order.address)),
    plainCell(
      order.scheduledFor ? localIsoDateTime(order.scheduledFor, timeZone) : 'As soon as possible',
    ),
    textCell(order.note),
    textCell(itemsSummary(lines)),
    plainCell(minorAsDecimal(order.subtotalMinor)),
    plainCell(minorAsDecimal(order.discountMinor)),
    plainCell(minorAsDecimal(order.deliveryFeeMinor)),
    plainCell(minorAsDecimal(order.taxMinor)),
    plainCell(minorAsDecimal(order.totalMinor)),
    textCell(order.couponCode),
    plainCell(paymentMethodStaffLabels[order.paymentMethod]),
    plainCell(moneyStateLabel(order.paymentStatus, order.status)),
    plainCell(minorAsDecimal(order.refundMinor)),
    // What the restaurant keeps of it: the dashboard's takings, row by row (decision 0063).
    plainCell(minorAsDecimal(order.counted ? order.totalMinor - order.refundMinor : 0)),
    // In the total and the takings above; the restaurant owes all of it to the rider.
    plainCell(minorAsDecimal(order.tipMinor)),
  ]);
}
