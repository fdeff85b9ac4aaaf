import { useAppSelector } from '@/app/hooks';
import { useOnline } from '../use-online';
import styles from './app-notices.module.css';

/** Said at the top of every page while the browser has no network (decision 0066). */
export function OfflineBanner() {
  const online = useOnline();
  // A signed-in customer's cart is the server's: adding to it waits for the network too.
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      You are offline. The menu is the one from your last visit; your cart is kept.{' '}
      {signedIn ? 'Adding to it and ordering need a connection.' : 'Ordering needs a connection.'}
    </div>
  );
}
