import type { OrderStatus, PaymentStatus } from '@ninetonine/contract';
import type { OrderRow } from './orders.repository';

/** What a captured payment does to an order (decision 0061), decided on the locked order row. */
export type Acceptance =
  | { kind: 'accept' }
  /** This very payment was accepted before (a second webhook, the return after it): nothing. */
  | { kind: 'already' }
  /** Money we will not keep: refunded, the order left as it is. */
  | { kind: 'refund'; reason: RefundReason };

export type RefundReason =
  'wrong_amount' | 'duplicate' | 'after_expiry' | 'not_awaiting' | 'cancelled' | 'rejected';

const WAITING: ReadonlySet<PaymentStatus> = new Set(['pending', 'failed']);

/**
 * Never both unpaid and accepted, never paid and lost: a captured payment is accepted only for
 * an order still awaiting one, for exactly its fixed amount and currency; anything else is
 * given back. A payment that arrives after its order expired is refunded and the order stays
 * expired (the customer was told it expired; the kitchen may have closed).
 */
export function decideAcceptance(
  order: Pick<OrderRow, 'status' | 'paymentStatus' | 'providerPaymentId' | 'totalMinor'>,
  payment: { id: string; amountMinor: number; currency: string },
  currency: string,
): Acceptance {
  if (order.providerPaymentId === payment.id) return { kind: 'already' };
  if (order.providerPaymentId) return { kind: 'refund', reason: 'duplicate' };
  const status: OrderStatus = order.status;
  if (status === 'expired') return { kind: 'refund', reason: 'after_expiry' };
  if (status !== 'awaiting_payment' || !WAITING.has(order.paymentStatus)) {
    return { kind: 'refund', reason: 'not_awaiting' };
  }
  if (payment.amountMinor !== order.totalMinor || payment.currency !== currency) {
    return { kind: 'refund', reason: 'wrong_amount' };
  }
  return { kind: 'accept' };
}
