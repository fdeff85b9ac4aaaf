import { kitchenChange } from '@/lib/kitchen-hours';
import { useKitchenStatus } from '../use-kitchen-status';
import styles from './kitchen-status.module.css';

/** "Kitchen open now · until 21:00", "Kitchen closed · opens tomorrow at 09:00". */
export function KitchenStatus({ compact = false }: { compact?: boolean }) {
  const status = useKitchenStatus();
  const open = status.open && !status.paused;
  const change = kitchenChange(status);
  const text = status.paused
    ? 'Kitchen busy · not taking orders right now'
    : status.open
      ? `Kitchen open now${change ? ` · ${change}` : ''}`
      : `Kitchen closed${change ? ` · ${change}` : ''}`;
  return (
    <p
      className={`${styles.status} ${open ? styles.open : styles.closed} ${compact ? styles.compact : ''}`}
      data-testid="kitchen-status"
    >
      <span className={styles.dot} aria-hidden="true" />
      {compact ? (
        <>
          <span aria-hidden="true">{open ? 'Open' : status.paused ? 'Busy' : 'Closed'}</span>
          <span className="visually-hidden">{text}</span>
        </>
      ) : (
        text
      )}
    </p>
  );
}
