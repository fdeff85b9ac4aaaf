import { useAppSelector } from '@/app/hooks';
import { ResendVerification } from './resend-verification';
import styles from './auth-form.module.css';

/**
 * Checkout and the order page, while the account's email is unproven: no receipt or order update
 * can go to it, so the customer is told before relying on one, and can confirm it from here
 * (issue 34, item 11). Nothing for a proven address, or an account without one.
 */
export function UnconfirmedEmailNote() {
  const user = useAppSelector((s) => s.auth.user);
  if (!user?.email || user.emailVerified) return null;
  return (
    <div className={`card ${styles.notice}`} data-testid="unconfirmed-email">
      <p>
        We can’t email your receipt or order updates until you confirm <strong>{user.email}</strong>
        .
      </p>
      <ResendVerification label="Confirm now" small />
    </div>
  );
}
