import {
  firstName,
  fromMinor,
  riderEstimate,
  type Order,
  type OrderRider,
  type Quote,
  type StaffOrder,
} from '@ninetonine/contract';
import { toOrderPayment } from '../payments/payments.presenter';
import { refundBalance } from '../payments/refund-balance';
import type { CheckoutQuote } from './checkout-quote';
import { lineAsSold, toContractLine } from './lines-as-sold';
import type { OrderRecord } from './orders.repository';
import { staffRefundLimit } from './order-refunds';
import type { KitchenOrderRecord } from './staff-orders.service';

/** The server's quote as the contract shows it: major units, ISO instants. */
export function toQuote(q: CheckoutQuote): Quote {
  const { totals } = q;
  return {
    lines: q.lines.map((l) => ({
      ...toContractLine(lineAsSold(l)),
      available: l.available,
      ...(l.previousUnitPriceMinor === null
        ? {}
        : { previousUnitPrice: fromMinor(l.previousUnitPriceMinor) }),
    })),
    subtotal: fromMinor(totals.subtotalMinor),
    discount: fromMinor(totals.discountMinor),
    deliveryFee: fromMinor(totals.deliveryFeeMinor),
    tax: fromMinor(totals.taxMinor),
    taxIncluded: totals.taxIncluded,
    rounding: fromMinor(totals.roundingMinor),
    total: fromMinor(totals.totalMinor),
    tip: fromMinor(totals.tipMinor),
    coupon: q.coupon
      ? { code: q.coupon.code, applied: q.coupon.applied, reason: q.coupon.reason }
      : null,
    problems: q.problems.map((p) => ({ code: p.code, message: p.message })),
    kitchenOpen: q.kitchenOpen,
    estimatedAt: q.estimatedAt?.toISOString() ?? null,
    busyMinutes: q.busyMinutes,
    slots: q.slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
    paymentMethods: q.paymentMethods,
    cashRefusal: q.cashRefusal ?? null,
  };
}

/**
 * The rider as the customer sees them, with how far they are from the delivery area's centre
 * and when they should arrive (decision 0083); the distance is unknown without a centre.
 */
function toOrderRider({ order, rider }: OrderRecord): OrderRider | null {
  if (!rider) return null;
  const { riderLat, riderLng, riderPositionAt, destinationLat, destinationLng } = order;
  let tracking: OrderRider['tracking'] = null;
  if (riderLat !== null && riderLng !== null && riderPositionAt) {
    const estimate =
      destinationLat !== null && destinationLng !== null
        ? riderEstimate(
            { lat: riderLat, lng: riderLng },
            { lat: destinationLat, lng: destinationLng },
          )
        : null;
    tracking = {
      distanceMetres: estimate?.distanceMetres ?? null,
      arrivesAt: estimate
        ? new Date(riderPositionAt.getTime() + estimate.minutes * 60_000).toISOString()
        : null,
      at: riderPositionAt.toISOString(),
    };
  }
  return { firstName: firstName(rider.name), phone: rider.phone, tracking };
}

export function toOrder(record: OrderRecord): Order {
  const { order, lines, history, refund } = record;
  // The customer meets their rider once the food is on its way, and no longer after.
  const rider = order.status === 'out_for_delivery' ? toOrderRider(record) : null;
  return {
    _id: order.id,
    number: order.number,
    status: order.status,
    fulfilment: order.fulfilment,
    paymentMethod: order.paymentMethod,
    lines: lines.map(toContractLine),
    subtotal: fromMinor(order.subtotalMinor),
    discount: fromMinor(order.discountMinor),
    deliveryFee: fromMinor(order.deliveryFeeMinor),
    tax: fromMinor(order.taxMinor),
    taxIncluded: order.taxIncluded,
    rounding: fromMinor(order.roundingMinor),
    total: fromMinor(order.totalMinor),
    tip: fromMinor(order.tipMinor),
    couponCode: order.couponCode,
    address: order.address,
    pickupAddress: order.pickupAddress,
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    estimatedAt: order.estimatedAt?.toISOString() ?? null,
    note: order.note,
    contactless: order.contactless,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), reason: h.reason })),
    payment: toOrderPayment(order, refund),
    ...(rider && { rider }),
    createdAt: order.createdAt.toISOString(),
  };
}

export function toOrdersPage(page: {
  records: OrderRecord[];
  total: number;
  page: number;
  limit: number;
}) {
  return {
    orders: page.records.map(toOrder),
    pagination: {
      page: page.page,
      total: page.total,
      limit: page.limit,
      totalPages: Math.ceil(page.total / page.limit),
    },
  };
}

/** An order as the kitchen board shows it: the customer's view plus who placed it. */
export function toStaffOrder(record: KitchenOrderRecord): StaffOrder {
  // The kitchen sees the rider on any status, below: not the customer's (out-only) view.
  const { rider: _customerView, ...order } = toOrder(record);
  const balance = refundBalance(record.refunds);
  return {
    ...order,
    lines: order.lines.map((l) => ({ ...l, veg: record.vegMarks.get(l.foodId) ?? null })),
    customer: record.customer,
    updatedAt: record.order.updatedAt.toISOString(),
    mailProblems: record.mailProblems.map(({ orderId: _, ...problem }) => problem),
    refunds: record.refunds.map((r) => ({
      id: r.id,
      amount: fromMinor(r.amountMinor),
      reason: r.reason,
      status: r.status,
      failureReason: r.failureReason,
      byStaff: r.requestedBy !== null,
      retryable: balance.retryable(r.id),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    refundable: fromMinor(staffRefundLimit(record.order, record.refunds).remainingMinor),
    rating: record.rating,
    ...(record.upi && { upi: record.upi }),
    ...(record.table && { table: record.table }),
    ...(record.rider && {
      rider: { ...toOrderRider(record)!, id: record.rider.id, name: record.rider.name },
    }),
  };
}
