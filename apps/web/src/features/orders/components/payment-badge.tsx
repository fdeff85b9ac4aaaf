import type { OrderPayment } from '@ninetonine/contract';
import { PaymentBadge } from '@/components/payment-badge';
import styles from './orders.module.css';

const toneOf: Record<OrderPayment['status'], string | undefined> = {
  due_on_handover: undefined,
  pending: styles.badgeActive,
  paid: styles.badgeDone,
  failed: styles.badgeActive,
  expired: styles.badgeStopped,
  refund_pending: styles.badgeActive,
  refunded: styles.badgeStopped,
  refund_failed: styles.badgeActive,
};

/**
 * An online order's payment state as a badge ("Paid online", "Refund pending", …); nothing for
 * an order paid on handover, whose way of paying is said elsewhere.
 */
export function PaymentStatusBadge({ payment }: { payment: OrderPayment }) {
  if (payment.provider === null || payment.status === 'due_on_handover') return null;
  return (
    <PaymentBadge
      status={payment.status}
      className={styles.badge ?? ''}
      tones={toneOf}
      testId="payment-status"
    />
  );
}
