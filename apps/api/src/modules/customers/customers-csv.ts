import { localIsoDateTime } from '@ninetonine/contract';
import { csvRecord, minorAsDecimal, plainCell, textCell } from '../../csv-cells';
import type { CustomerRecord } from './customers.repository';

/** The same safe cells as the orders export: a leading = + - @ is shown, never run. */
export const CUSTOMERS_CSV_HEADER = csvRecord([
  'Name',
  'Email',
  'Phone',
  'Orders',
  'Spend',
  'Last order',
  'Average rating given',
  'Ratings given',
]);

export function customerCsvRecord(c: CustomerRecord, timeZone: string): string {
  return csvRecord([
    textCell(c.name),
    textCell(c.email),
    textCell(c.phone),
    plainCell(String(c.orders)),
    plainCell(minorAsDecimal(c.spendMinor)),
    plainCell(c.lastOrderAt ? localIsoDateTime(c.lastOrderAt, timeZone) : ''),
    plainCell(c.averageRating === null ? '' : c.averageRating.toFixed(1)),
    plainCell(String(c.ratings)),
  ]);
}
