import { useOnline } from '../use-online';
import styles from './app-notices.module.css';

/** Said at the top of every page while the browser has no network (decision 0066). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      You are offline. The menu is the one from your last visit; your cart is kept. Ordering needs a
      connection.
    </div>
  );
}
