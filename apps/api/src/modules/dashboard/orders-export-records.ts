import type {
  FulfilmentMethod,
  OrderPaymentMethod,
  OrderStatus,
  PaymentStatus,
} from '@ninetonine/contract';
import type { AddressSnapshot } from '../../db/schema/index';

// What the orders export reads (dashboard.repository.ts) and writes (orders-csv.ts), page by page.

/** One order as the export writes it, with the cursor of the next page. */
export interface ExportOrderRecord {
  id: string;
  number: string;
  createdAt: Date;
  /** created_at as the database prints it: exact to the microsecond, unlike a Date. */
  cursor: string;
  status: OrderStatus;
  fulfilment: FulfilmentMethod;
  customerName: string;
  customerPhone: string | null;
  address: AddressSnapshot | null;
  subtotalMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  taxMinor: number;
  /** The rider's tip, in the total (decision 0085). */
  tipMinor: number;
  totalMinor: number;
  couponCode: string | null;
  paymentMethod: OrderPaymentMethod;
  paymentStatus: PaymentStatus;
  /** The slot it was ordered for; null: as soon as possible. */
  scheduledFor: Date | null;
  /** The customer's note to the kitchen. */
  note: string;
  /** Refunded (or being refunded) of the order's own payment, minor units. */
  refundMinor: number;
  /** Whether its money counts in the takings (decision 0063). */
  counted: boolean;
  /** A dine-in round's table now (decision 0094); null for other orders. */
  tableName: string | null;
}
export interface ExportLineRecord {
  orderId: string;
  name: string;
  size: string;
  quantity: number;
  /** The options as sold (decision 0049). */
  options: { name: string }[];
}
export interface ExportCursor {
  cursor: string;
  id: string;
}
/** An export's range as it stands when asked: how many orders, and the last of them. */
export interface ExportExtent {
  rows: number;
  last: ExportCursor | null;
}
export interface ExportRange {
  from: string;
  to: string;
  timeZone: string;
}
