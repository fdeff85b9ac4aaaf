import type { OrderPayment, OrderPaymentMethod } from '@ninetonine/contract';
import type { PaymentStatus } from '@ninetonine/contract/core';
import { PaymentBadge as Badge } from '@/components/payment-badge';
import styles from './orders-board.module.css';

/** What the badge asks of the kitchen: collect money, nothing to do, or look into it. */
const TONE: Record<PaymentStatus, string | undefined> = {
  due_on_handover: styles.paymentCollect,
  paid: styles.paymentPaid,
  pending: styles.paymentWaiting,
  refund_pending: styles.paymentWaiting,
  refunded: styles.paymentSettled,
  expired: styles.paymentSettled,
  failed: styles.paymentTrouble,
  refund_failed: styles.paymentTrouble,
};

/**
 * Where the order's money stands, on the board's card and lists (issue 20, item 6): "Cash due",
 * "Paid online", "Refund pending", "Refunded", "Refund failed"…
 */
export function PaymentBadge({
  payment,
  method,
}: {
  payment: Pick<OrderPayment, 'status'>;
  method: OrderPaymentMethod;
}) {
  // A dine-in round's money is its tab's (decision 0094): nothing to collect for the round.
  if (method === 'pay_at_table') {
    return (
      <span className={`chip ${styles.payment}`} data-testid="payment-badge">
        On the tab
      </span>
    );
  }
  return (
    <Badge
      status={payment.status}
      className={`chip ${styles.payment}`}
      tones={TONE}
      testId="payment-badge"
    />
  );
}
