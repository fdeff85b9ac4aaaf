import { busyKitchenText, pausedOrderingText } from '@ninetonine/contract/core';
import { kitchenChange } from '@/lib/kitchen-hours';
import { useKitchenStatus } from '../use-kitchen-status';
import styles from './kitchen-status.module.css';

/** "Kitchen open now · until 21:00", "Kitchen closed · opens tomorrow at 09:00". */
export function KitchenStatus({ compact = false }: { compact?: boolean }) {
  const status = useKitchenStatus();
  const open = status.open && !status.paused;
  const change = kitchenChange(status);
  const busy = status.busyMinutes > 0 ? ` · ${busyKitchenText(status.busyMinutes)}` : '';
  const text = status.pause
    ? pausedOrderingText(status.pause.reason, status.pause.resumesAt)
    : status.paused
      ? 'Kitchen busy · not taking orders right now'
      : status.open
        ? `Kitchen open now${busy || (change ? ` · ${change}` : '')}`
        : `Kitchen closed${change ? ` · ${change}` : ''}`;
  return (
    <p
      className={`${styles.status} ${open ? styles.open : styles.closed} ${compact ? styles.compact : ''}`}
      data-testid="kitchen-status"
      data-busy={status.busyMinutes > 0 || undefined}
    >
      <span className={styles.dot} aria-hidden="true" />
      {compact ? (
        <>
          <span aria-hidden="true">
            {status.pause
              ? 'Paused'
              : status.paused
                ? 'Busy'
                : open
                  ? status.busyMinutes > 0
                    ? `Busy +${status.busyMinutes} min`
                    : 'Open'
                  : 'Closed'}
          </span>
          <span className="visually-hidden">{text}</span>
        </>
      ) : (
        text
      )}
    </p>
  );
}
