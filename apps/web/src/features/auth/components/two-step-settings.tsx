import type { SecondFactorSetup } from '@ninetonine/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-client';
import {
  SECOND_FACTOR_QUERY_KEY,
  deleteSecondFactor,
  getSecondFactorStatus,
  postNewRecoveryCodes,
  postSecondFactorConfirm,
  postSecondFactorSetup,
} from '../api/second-factor';
import { AppSetup, RecoveryCodes } from './second-factor-parts';

/**
 * "Two-step sign-in" on the account page, for staff and admins: set up, get new recovery codes,
 * or turn off.
 */
export function TwoStepSettings() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: SECOND_FACTOR_QUERY_KEY, queryFn: getSecondFactorStatus });
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_QUERY_KEY });

  /** Runs one call with the busy flag and its message on failure. */
  const run = async (call: () => Promise<void>, fallback: string) => {
    setAlert(null);
    setBusy(true);
    try {
      await call();
    } catch (err) {
      setAlert(errorMessage(err, fallback));
    }
    setBusy(false);
  };

  /** A button that runs `call` as `run` does, and waits while another call is busy. */
  const runButton = (call: () => Promise<void>, fallback: string) => ({
    type: 'button' as const,
    disabled: busy,
    onClick: () => void run(call, fallback),
  });

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      setRecoveryCodes(await postSecondFactorConfirm(code));
      setSetup(null);
      setCode('');
      await refresh();
    }, 'That code was not accepted.');
  };

  return (
    <section id="two-step" aria-labelledby="two-step-heading" tabIndex={-1}>
      <h3 id="two-step-heading">Two-step sign-in</h3>
      {alert && <FormAlert>{alert}</FormAlert>}
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} />}
      {status.data?.enabled ? (
        <>
          <p>
            On: signing in asks for a code from your authenticator app.{' '}
            {status.data.recoveryCodesLeft} recovery codes left.
          </p>
          <p>
            <button
              className="btn"
              {...runButton(async () => {
                setRecoveryCodes(await postNewRecoveryCodes());
                await refresh();
              }, 'New recovery codes could not be made.')}
            >
              Get new recovery codes
            </button>{' '}
            <span className="muted">The old ones stop working.</span>
          </p>
          {status.data.required ? (
            <p className="muted">Your restaurant requires it for staff accounts.</p>
          ) : (
            <button
              className="btn"
              {...runButton(async () => {
                await deleteSecondFactor();
                setRecoveryCodes(null);
                await refresh();
              }, 'Two-step sign-in could not be turned off.')}
            >
              Turn off two-step sign-in
            </button>
          )}
        </>
      ) : setup ? (
        <form onSubmit={onConfirm} noValidate aria-label="Confirm your authenticator app">
          <AppSetup setup={setup} />
          <TextField
            id="two-step-code"
            label="Code from your authenticator app"
            value={code}
            onValueChange={setCode}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <SubmitButton busy={busy} busyLabel="Checking…">
            Turn on
          </SubmitButton>
        </form>
      ) : (
        status.data && (
          <>
            <p>Protect your staff account with a code from an authenticator app on your phone.</p>
            <button
              className="btn btn-primary"
              {...runButton(
                async () => setSetup(await postSecondFactorSetup()),
                'The set-up could not start.',
              )}
            >
              Set up an authenticator app
            </button>
          </>
        )
      )}
    </section>
  );
}
