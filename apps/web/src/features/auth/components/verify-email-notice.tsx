import { useMutation } from '@tanstack/react-query';
import { ErrorAlert, FormAlert } from '@/components/form/form-parts';
import { postResendVerification } from '../api/resend-verification';
import styles from './auth-form.module.css';

/** On the account page while the email is unproven: says so and offers a new link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: postResendVerification });
  return (
    <section className={`card ${styles.notice}`} aria-labelledby="verify-email-heading">
      <h2 id="verify-email-heading">Please confirm your email</h2>
      <p>
        We sent a link to <strong>{email}</strong>. Open it to confirm the address is yours: it lets
        you reset your password if you ever forget it.
      </p>
      {resend.isSuccess && <FormAlert success>{resend.data}</FormAlert>}
      <ErrorAlert error={resend.error} fallback="We could not send a new link. Please try again." />
      <button
        type="button"
        className="btn"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        aria-busy={resend.isPending}
      >
        {resend.isPending ? 'Sending…' : 'Resend link'}
      </button>
    </section>
  );
}
