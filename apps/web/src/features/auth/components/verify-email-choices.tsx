import { verifyEmailSetPasswordRequestSchema } from '@ninetonine/contract';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { ErrorAlert, FormAlert } from '@/components/form/form-parts';
import { postVerifyEmailRelease, postVerifyEmailSetPassword } from '../api/verify-email-choices';
import { LinkNewPasswordForm, useLinkNewPassword } from './link-new-password-form';
import styles from './auth-form.module.css';
import { BusyButton } from '@/components/busy-button';

/**
 * A verification link opened without its account's session (decision 0070). Whoever registered
 * the address may not own it, so a click cannot just confirm it: the mailbox's owner either
 * sets a new password (which signs every other device out) or says "This wasn't me", which
 * takes the address from that account.
 */
export function VerifyEmailChoices({ token, email }: { token: string; email: string }) {
  const setPassword = useLinkNewPassword(
    'verify-set-password',
    token,
    verifyEmailSetPasswordRequestSchema,
    postVerifyEmailSetPassword,
  );
  const release = useMutation({ mutationFn: postVerifyEmailRelease });

  if (release.isSuccess) {
    return (
      <>
        <FormAlert success>{release.data}</FormAlert>
        <p className={styles.choiceFooter}>
          <Link to="/signup">Create an account</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <p>
        This link is for <strong>{email}</strong>, and you are not signed in to its account. If you
        created it, sign in first and open the link again. Otherwise:
      </p>
      <section className={styles.choice} aria-labelledby="verify-set-password">
        <h2 id="verify-set-password">Set a new password</h2>
        <p>
          Confirms {email} and signs out every device that uses the account, then you sign in with
          the new password.
        </p>
        <ErrorAlert
          error={setPassword.send.error}
          fallback="Your password could not be set. Please try again."
        />
        <LinkNewPasswordForm label="Set a new password" link={setPassword} />
      </section>
      <section className={styles.choice} aria-labelledby="verify-not-me">
        <h2 id="verify-not-me">This wasn&apos;t me</h2>
        <p>
          Someone else typed your address. It is removed from their account, and you can create your
          own with it.
        </p>
        <ErrorAlert
          error={release.error}
          fallback="The address could not be released. Please try again."
        />
        <BusyButton
          busy={release.isPending}
          busyLabel="Releasing…"
          className={`btn ${styles.choiceButton}`}
          onClick={() => release.mutate(token)}
        >
          {"This wasn't me"}
        </BusyButton>
      </section>
    </>
  );
}
