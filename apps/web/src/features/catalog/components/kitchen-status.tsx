import { useEffect, useState } from 'react';
import { kitchenStatus } from '@/lib/kitchen-hours';
import styles from './kitchen-status.module.css';

/** "Kitchen open · until 21:00" or "Opens at 09:00", refreshed every minute. */
export function KitchenStatus() {
  const [status, setStatus] = useState(() => kitchenStatus());
  useEffect(() => {
    const timer = setInterval(() => setStatus(kitchenStatus()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={`${styles.status} ${status.open ? styles.open : styles.closed}`}>
      <span className={styles.dot} aria-hidden="true" />
      {status.open
        ? `Kitchen open now · until ${status.until}`
        : `Kitchen closed · opens at ${status.until}`}
    </p>
  );
}
