import type { ContactMessage } from '@ninetonine/contract';
import { ActionError } from '@/components/form/form-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useMarkMessageRead } from '../api/mark-message-read';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-messages.module.css';

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
        <button
          type="button"
          className="btn btn-small"
          disabled={mark.isPending}
          aria-busy={mark.isPending}
          onClick={() => mark.mutate({ id: message._id, read: unread })}
        >
          {mark.isPending ? 'Saving…' : unread ? 'Mark as read' : 'Mark as unread'}
        </button>
        <a className="btn btn-small btn-ghost" href={reply}>
          Reply by email
        </a>
      </div>
      <ActionError error={mark.error} fallback="We could not save that. Please try again." />
    </article>
  );
}
