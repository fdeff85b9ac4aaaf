import {
  fromMinor,
  type RiderOrder,
  type RiderOrdersResponse,
  type UpiCollect,
} from '@ninetonine/contract';
import type { OrderCustomer, OrderRow } from '../orders/orders.repository';

const NO_ADDRESS = {
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  notes: '',
};

/**
 * A delivery as its rider sees it: the address and phones to reach the customer, the dishes to
 * check at the counter, and the cash to take at the door (none when it was paid online).
 */
export function toRiderOrder(
  order: OrderRow,
  lines: { name: string; size: string; quantity: number }[],
  customer: OrderCustomer | undefined,
  /** The cash-due UPI QR (decision 0090), when there is one. */
  upi?: UpiCollect,
): RiderOrder {
  const { label: _label, ...address } = order.address ?? { label: '', ...NO_ADDRESS };
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    customerName: customer?.name ?? address.name,
    // The address's phone first: whoever waits at that door; then the order's contact phone.
    customerPhone: address.phone || order.contactPhone || customer?.phone || null,
    address,
    note: order.note,
    lines: lines.map((l) => ({ name: l.name, size: l.size, quantity: l.quantity })),
    paymentMethod: order.paymentMethod,
    cashToCollect: order.paymentMethod === 'online' ? null : fromMinor(order.totalMinor),
    ...(upi && { upi }),
    tip: fromMinor(order.tipMinor),
    contactless: order.contactless,
  };
}

/** A ready delivery nobody carries: its number, PIN code and since when it waits. */
export const toOpenDelivery = (order: OrderRow): RiderOrdersResponse['open'][number] => ({
  _id: order.id,
  number: order.number,
  postalCode: order.address?.postalCode ?? '',
  readyAt: order.updatedAt.toISOString(),
});
