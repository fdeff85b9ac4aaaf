import { fromMinor, type OrderPayment } from '@ninetonine/contract';
import type { PaymentOrder } from './order-port';
import type { RefundSummary } from './refund-balance';

/** `order.payment` as the contract shows it: major units, ISO instants. */
export function toOrderPayment(order: PaymentOrder, refund: RefundSummary | null): OrderPayment {
  return {
    status: order.paymentStatus,
    provider: order.paymentProvider ?? null,
    amount: fromMinor(order.totalMinor),
    expiresAt:
      order.status === 'awaiting_payment' ? (order.paymentExpiresAt?.toISOString() ?? null) : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    refund: refund && {
      status: refund.status,
      amount: fromMinor(refund.amountMinor),
      at: refund.updatedAt.toISOString(),
    },
  };
}
