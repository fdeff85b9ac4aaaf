import { useId, useState, type RefObject } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useIdentityProvider } from '../identity/use-identity-provider';
import styles from './auth-form.module.css';
import { GoogleButton } from './google-button';
import { PhoneSignIn } from './phone-sign-in';

interface IdentityOptionsProps {
  googleLabel: string;
  /** Only the sign-in page offers the phone flow (it holds the reCAPTCHA container). */
  recaptchaRef?: RefObject<HTMLDivElement | null>;
  onError: (message: string | null) => void;
}

/** Google and phone sign-in, shown only when the server has an identity provider configured. */
export function IdentityOptions({ googleLabel, recaptchaRef, onError }: IdentityOptionsProps) {
  const identity = useIdentityProvider();
  // A code already sent (and not yet confirmed) reopens where the user left off.
  const codePending = useAppSelector((s) => s.phoneAuth.verificationId !== null);
  const [phoneOpen, setPhoneOpen] = useState(codePending);
  const phoneId = useId();
  if (identity.status === 'starting') {
    return (
      <div className={styles.providers}>
        <p className={styles.divider}>or</p>
        <p className={styles.note} role="status">
          Google and phone sign-in are starting on this machine. They will appear here in a few
          seconds.
        </p>
      </div>
    );
  }
  if (identity.status !== 'ready') return null;
  const { client } = identity;
  return (
    <div className={styles.providers}>
      <p className={styles.divider}>or</p>
      <GoogleButton client={client} label={googleLabel} onError={onError} />
      {recaptchaRef && (
        <>
          <button
            type="button"
            className={`btn ${styles.providerButton}`}
            aria-expanded={phoneOpen}
            aria-controls={phoneId}
            onClick={() => setPhoneOpen((open) => !open)}
          >
            <span className={styles.providerMark} aria-hidden="true">
              ☏
            </span>
            Sign in with a phone code
          </button>
          <div id={phoneId} hidden={!phoneOpen}>
            {phoneOpen && <PhoneSignIn client={client} recaptchaRef={recaptchaRef} />}
          </div>
        </>
      )}
      {client.emulator && (
        <p className={styles.note}>
          Local test mode: Google and phone sign-in use the Firebase Auth emulator on this machine,
          not Google.
        </p>
      )}
    </div>
  );
}
