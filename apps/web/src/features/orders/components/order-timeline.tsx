import type { Order } from '@ninetonine/contract';
import { orderStatusLabels } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './orders.module.css';

/** Every status the order went through, with its time (and a rejection's reason). */
export function OrderTimeline({ order }: { order: Order }) {
  const format = useRestaurantFormat();
  const now = new Date();
  return (
    <ol className={styles.timeline} aria-label="Order history">
      {order.history.map((entry, i) => (
        <li key={`${entry.status}-${i}`}>
          <strong>{orderStatusLabels[entry.status]}</strong>{' '}
          <time dateTime={entry.at} className="muted">
            {format.dayAndClock(entry.at, now)}
          </time>
          {entry.reason && <p className={styles.reason}>{entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}

/** The status as a coloured badge. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const tone =
    status === 'cancelled' || status === 'rejected' || status === 'expired'
      ? styles.badgeStopped
      : status === 'delivered' || status === 'picked_up'
        ? styles.badgeDone
        : styles.badgeActive;
  return (
    <span className={`${styles.badge} ${tone}`} data-testid="order-status">
      {orderStatusLabels[status]}
    </span>
  );
}
