import { orderStatusLabels, type StaffOrder } from '@ninetonine/contract';
import styles from './orders-board.module.css';

const mailName = (status: StaffOrder['status']) =>
  status === 'placed' ? 'Receipt' : `“${orderStatusLabels[status]}” email`;

/**
 * The customer's mails about this order that did not go (decision 0064), so the kitchen knows to
 * call instead: given up, or still being retried.
 */
export function MailProblems({ problems }: { problems: StaffOrder['mailProblems'] }) {
  if (problems.length === 0) return null;
  return (
    <ul className={styles.mailProblems} aria-label="Emails to the customer that did not go">
      {problems.map((p) => (
        <li key={p.status}>
          {p.failed
            ? `${mailName(p.status)} not sent: ${p.error}`
            : `${mailName(p.status)} not sent yet (tried ${p.attempts} ${p.attempts === 1 ? 'time' : 'times'}, trying again): ${p.error}`}
        </li>
      ))}
    </ul>
  );
}
