import { countryRules } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { useState, type FormEvent, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { phoneSignIn } from '../auth-thunks';
import { identityErrorMessage } from '../identity/error-messages';
import type { IdentityClient } from '../identity/firebase-identity';
import { phoneCodeReset, phoneCodeSent } from '../phone-auth-slice';
import { toE164 } from '../phone-number';
import styles from './auth-form.module.css';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { PhoneField, TextField } from '@/components/form/text-field';
import { useRestaurantCountry } from '@/lib/restaurant-country';

interface PhoneSignInProps {
  client: IdentityClient;
  /** The invisible reCAPTCHA's container on the sign-in page. */
  recaptchaRef: RefObject<HTMLDivElement | null>;
}

/** Phone sign-in: send a one-time code, then confirm it. */
export function PhoneSignIn({ client, recaptchaRef }: PhoneSignInProps) {
  const dispatch = useAppDispatch();
  const { verificationId, phoneNumber } = useAppSelector((s) => s.phoneAuth);
  const [phone, setPhone] = useState('');
  // The restaurant's country: its numbers need no country code (issue 19, item 15).
  const country = useRestaurantCountry();
  const rules = countryRules(country);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(identityErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    const e164 = toE164(phone, country);
    if (!e164) {
      setFieldError(
        phone.trim()
          ? `${rules.phoneHint}, or another country's number with its code (+44 …)`
          : 'Enter your phone number',
      );
      return;
    }
    setFieldError(undefined);
    void run(async () => {
      const container = recaptchaRef.current;
      if (!container)
        throw Object.assign(new Error('no container'), { code: 'auth/internal-error' });
      const id = await client.sendPhoneCode(e164, container);
      dispatch(phoneCodeSent({ verificationId: id, phoneNumber: e164 }));
      setCode('');
    });
  };

  const confirmCode = (e: FormEvent) => {
    e.preventDefault();
    if (!verificationId) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFieldError('Enter the 6-digit code from the text message');
      return;
    }
    setFieldError(undefined);
    void run(async () => {
      const token = await client.confirmPhoneCode(verificationId, digits);
      const result = await dispatch(phoneSignIn(token));
      if (phoneSignIn.rejected.match(result)) {
        setError(result.payload ?? fallbackMessages.login);
        return;
      }
      dispatch(phoneCodeReset());
    });
  };

  const alert = error && <FormAlert>{error}</FormAlert>;

  if (!verificationId) {
    return (
      <form className={styles.phone} onSubmit={sendCode} noValidate aria-label="Phone sign-in">
        {alert}
        <PhoneField
          id="phone-number"
          label="Phone number"
          value={phone}
          onValueChange={setPhone}
          error={fieldError}
          placeholder={rules.phoneExample}
          maxLength={24}
          hint={`For example ${rules.phoneExample} (+${rules.dialCode} is added). We text you a code.`}
        />
        <SubmitButton busy={busy} busyLabel="Sending code…" plain>
          Send code
        </SubmitButton>
      </form>
    );
  }

  return (
    <form className={styles.phone} onSubmit={confirmCode} noValidate aria-label="Phone sign-in">
      {alert}
      <p className={styles.note} role="status">
        We sent a code to {phoneNumber}.
      </p>
      <TextField
        id="phone-code"
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={8}
        value={code}
        onValueChange={setCode}
        error={fieldError}
      />
      <div className={styles.row}>
        <SubmitButton busy={busy} busyLabel="Checking…">
          Verify and sign in
        </SubmitButton>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={() => {
            setError(null);
            setFieldError(undefined);
            dispatch(phoneCodeReset());
          }}
        >
          Use another number
        </button>
      </div>
    </form>
  );
}
