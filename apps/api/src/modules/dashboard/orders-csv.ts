import {
  fulfilmentLabels,
  localIsoDateTime,
  moneyStateLabel,
  orderStatusLabels,
  paymentMethodStaffLabels,
} from '@ninetonine/contract';
import { csvRecord, minorAsDecimal, plainCell, textCell } from '../../csv-cells';
import type { ExportLineRecord, ExportOrderRecord } from './orders-export-records';

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
  // A dine-in round's table (decision 0094); last for the same reason.
  'Table',
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
    textCell(order.tableName),
  ]);
}
