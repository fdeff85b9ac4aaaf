import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../api/get-messages';
import styles from './staff-messages.module.css';

/** "3 unread" beside Messages in the staff navigation; nothing while there are none. */
export function MessagesUnreadBadge() {
  const { data: unread } = useQuery(unreadCountQuery());
  if (!unread) return null;
  return (
    <span className={styles.navBadge} data-testid="messages-unread">
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
