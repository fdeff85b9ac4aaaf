import { staffRefundTexts, type StaffOrder } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './staff-order-detail.module.css';

interface RefundsListProps {
  order: StaffOrder;
  /** Admins retry a refused refund (absent: the list only tells). */
  onRetry?: (refundId: string) => void;
  busy?: boolean;
}

/**
 * The refunds of an order's payment (decision 0080): how much, why, where each stands, and the
 * provider's words when it refused one.
 */
export function RefundsList({ order, onRetry, busy = false }: RefundsListProps) {
  const format = useRestaurantFormat();
  if (order.refunds.length === 0) return null;
  return (
    <ul className={styles.refunds} aria-label={staffRefundTexts.heading} data-testid="refunds">
      {order.refunds.map((r) => (
        <li key={r.id} data-testid="refund" data-status={r.status}>
          <span className={styles.refundHead}>
            <strong>{format.price(r.amount)}</strong>{' '}
            <span className={`chip ${r.status === 'failed' ? styles.refused : ''}`}>
              {staffRefundTexts.statuses[r.status]}
            </span>{' '}
            <time className="muted" dateTime={r.updatedAt}>
              {format.dateTime(r.updatedAt)}
            </time>
          </span>
          <span className="muted">
            {r.byStaff ? r.reason : `Automatic (${r.reason.replace(/_/g, ' ')})`}
          </span>
          {r.failureReason && (
            <span className={styles.refusal} role="note">
              {staffRefundTexts.refused}: {r.failureReason}
            </span>
          )}
          {r.retryable && onRetry && (
            <button
              type="button"
              className="btn btn-small btn-primary"
              disabled={busy}
              onClick={() => onRetry(r.id)}
            >
              {staffRefundTexts.retry}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
