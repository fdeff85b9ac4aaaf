import { ErrorCode, fallbackMessages } from '@ninetonine/contract/core';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { googleSignIn } from '../auth-thunks';
import { identityErrorMessage } from '../identity/error-messages';
import type { IdentityClient } from '../identity/firebase-identity';
import styles from './auth-form.module.css';
import { GoogleLinkForm } from './google-link-form';

interface GoogleButtonProps {
  client: IdentityClient;
  label: string;
  /** Shown in the page's one alert area. */
  onError: (message: string | null) => void;
}

/** Google sign-in: Google's popup, or the local test chooser against the emulator. */
export function GoogleButton({ client, label, onError }: GoogleButtonProps) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  // Google's email belongs to an account with a password: asked for once, to link (0033).
  const [needsPassword, setNeedsPassword] = useState<{ idToken: string; message: string } | null>(
    null,
  );

  const onClick = () => {
    onError(null);
    setNeedsPassword(null);
    setBusy(true);
    // Called before any await: the popup must open inside the click, or it is blocked.
    client
      .googleIdToken()
      .then(
        async (idToken) => {
          const result = await dispatch(googleSignIn(idToken));
          if (!googleSignIn.rejected.match(result)) return;
          const message = result.payload ?? fallbackMessages.login;
          if (result.meta.code === ErrorCode.LinkNeedsPassword) {
            setNeedsPassword({ idToken, message });
          } else onError(message);
        },
        (err: unknown) => onError(identityErrorMessage(err)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      <button
        type="button"
        className={`btn ${styles.providerButton}`}
        onClick={onClick}
        disabled={busy}
        aria-busy={busy}
      >
        <span className={styles.providerMark} aria-hidden="true">
          G
        </span>
        {busy ? 'Waiting for Google…' : label}
        {client.emulator && (
          <span className="visually-hidden"> (local test identity provider)</span>
        )}
      </button>
      {needsPassword && <GoogleLinkForm {...needsPassword} />}
    </>
  );
}
