import { ResendVerification } from './resend-verification';
import styles from './auth-form.module.css';

/** On the account page while the email is unproven: says so and offers a new link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  return (
    <section className={`card ${styles.notice}`} aria-labelledby="verify-email-heading">
      <h2 id="verify-email-heading">Please confirm your email</h2>
      <p>
        We sent a link to <strong>{email}</strong>. Open it to confirm the address is yours: it lets
        you reset your password if you ever forget it.
      </p>
      <ResendVerification label="Resend link" />
    </section>
  );
}
