import { googleLinkRequestSchema } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { useAppDispatch } from '@/app/hooks';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useFormFields } from '@/hooks/use-form-fields';
import { googleLink } from '../auth-thunks';
import styles from './auth-form.module.css';
import { PasswordField } from './password-field';

interface GoogleLinkFormProps {
  /** The Google sign-in's ID token the server refused with LINK_NEEDS_PASSWORD. */
  idToken: string;
  /** The server's words: an account with this email has a password. */
  message: string;
}

/**
 * Google's email belongs to an account with a password: that password, typed once, adds Google
 * to the account (decision 0033). Whoever does not know it resets it instead, which signs every
 * device out of the account.
 */
export function GoogleLinkForm({ idToken, message }: GoogleLinkFormProps) {
  const dispatch = useAppDispatch();
  const form = useFormFields('google-link', { password: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const body = form.validate(googleLinkRequestSchema.safeParse({ idToken, ...form.values }));
    if (!body) return;
    setBusy(true);
    const result = await dispatch(googleLink(body));
    // Signed in: the page moves on. Refused: say why, and let the person try again.
    if (googleLink.rejected.match(result)) {
      setAlert(result.payload ?? fallbackMessages.login);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add Google to your account">
      <p className={styles.note} role="status">
        {message}
      </p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PasswordField
        {...form.field('password')}
        label="Password of your account"
        purpose="current"
      />
      <SubmitButton busy={busy} busyLabel="Adding Google…" wide>
        Add Google and sign in
      </SubmitButton>
      <p className={styles.note}>
        Not your account, or forgotten the password?{' '}
        <Link to="/forgot-password">Choose a new password</Link> (it signs out every device).
      </p>
    </form>
  );
}
