import type { ContactMessage } from '@ninetonine/contract';
import { ActionError } from '@/components/form/form-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useMarkMessageRead } from '../api/mark-message-read';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-messages.module.css';
import { BusyButton } from '@/components/busy-button';

/**
 * One message. Everything a customer wrote is rendered as React text (never as markup), and
 * line breaks are kept by CSS, so a message can show exactly what was sent and nothing more.
 */
export function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkMessageRead();
  const format = useRestaurantFormat();
  const unread = message.readAt === null;
  const headingId = `message-${message._id}`;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article
      className={`${screen.panel} ${unread ? styles.unread : ''}`}
      aria-labelledby={headingId}
    >
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.subject}>
          {unread && <span className={styles.badge}>New</span>}
          {message.subject}
        </h2>
        <p className={styles.meta}>
          From {message.name} · <a href={reply}>{message.email}</a> ·{' '}
          <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
        </p>
      </header>
      <p className={styles.body}>{message.message}</p>
      <div className={screen.actions}>
        <BusyButton
          busy={mark.isPending}
          busyLabel="Saving…"
          className="btn btn-small"
          onClick={() => mark.mutate({ id: message._id, read: unread })}
        >
          {unread ? 'Mark as read' : 'Mark as unread'}
        </BusyButton>
        <a className="btn btn-small btn-ghost" href={reply}>
          Reply by email
        </a>
      </div>
      <ActionError error={mark.error} fallback="We could not save that. Please try again." />
    </article>
  );
}
