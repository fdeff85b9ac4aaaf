import { useState, type FormEvent } from 'react';
import type { SecondFactorSetup } from '@ninetonine/contract';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-client';
import { postSecondFactorSetup, postSecondFactorSignIn } from '../api/second-factor';
import { completeSecondFactorSignIn } from '../auth-thunks';
import { secondFactorCancelled } from '../second-factor-slice';
import { AppSetup, RecoveryCodes } from './second-factor-parts';

/**
 * The sign-in's second step: the code from the authenticator app (or a recovery code); when the
 * admin requires an app and the account has none, setting one up first.
 */
export function SecondFactorStep() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.secondFactor.pending);
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pending) return null;

  const finish = () => void dispatch(completeSecondFactorSignIn());

  const startSetup = async () => {
    setAlert(null);
    setBusy(true);
    try {
      setSetup(await postSecondFactorSetup(pending.challenge));
    } catch (err) {
      setAlert(errorMessage(err, 'We could not start the set-up. Please sign in again.'));
    }
    setBusy(false);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!code.trim()) return setAlert('Enter the 6-digit code from your authenticator app.');
    setBusy(true);
    try {
      const result = await postSecondFactorSignIn({ challenge: pending.challenge, code });
      // A first set-up: its recovery codes are shown once, before going on.
      if (result.recoveryCodes) setRecoveryCodes(result.recoveryCodes);
      else finish();
    } catch (err) {
      setAlert(errorMessage(err, 'That code was not accepted.'));
    }
    setBusy(false);
  };

  if (recoveryCodes) {
    return (
      <div>
        <RecoveryCodes codes={recoveryCodes} />
        <button type="button" className="btn btn-primary" onClick={finish}>
          Continue
        </button>
      </div>
    );
  }

  const needsSetup = pending.setupRequired && !setup;
  return (
    <div aria-label="Two-step sign-in" role="group">
      <FormAlert success>{pending.message}</FormAlert>
      {alert && <FormAlert>{alert}</FormAlert>}
      {needsSetup ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void startSetup()}
          disabled={busy}
        >
          Set up an authenticator app
        </button>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Enter your code">
          {setup && <AppSetup setup={setup} />}
          <TextField
            id="second-factor-code"
            label="Code from your authenticator app"
            value={code}
            onValueChange={setCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            hint={setup ? undefined : 'Lost your phone? Enter one of your recovery codes instead.'}
          />
          <SubmitButton busy={busy} busyLabel="Checking…" wide>
            Continue
          </SubmitButton>
        </form>
      )}
      <p>
        <button type="button" className="btn" onClick={() => dispatch(secondFactorCancelled())}>
          Back to sign-in
        </button>
      </p>
    </div>
  );
}
