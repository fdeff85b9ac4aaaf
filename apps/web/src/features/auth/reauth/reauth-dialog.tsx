import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-client';
import { postReauthenticate } from '../api/second-factor';
import { reauthRequests } from './reauth-requests';

/**
 * "Please confirm it's you": shown when a sensitive staff action answers REAUTH_REQUIRED (a
 * sign-in older than 15 minutes). The password or an authenticator code, then the action runs
 * again by itself. Mount it once on the screens that make such calls.
 */
export function ReauthDialog() {
  const open = useSyncExternalStore(reauthRequests.subscribe, reauthRequests.isOpen, () => false);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (confirmed: boolean) => {
    setValue('');
    setAlert(null);
    reauthRequests.settle(confirmed);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value) return setAlert(mode === 'password' ? 'Enter your password.' : 'Enter a code.');
    setBusy(true);
    setAlert(null);
    try {
      await postReauthenticate(mode === 'password' ? { password: value } : { code: value });
      setBusy(false);
      close(true);
    } catch (err) {
      setBusy(false);
      setAlert(errorMessage(err, 'That was not accepted. Please try again.'));
    }
  };

  return (
    <ModalDialog open={open} onDismiss={() => close(false)} aria-labelledby="reauth-heading">
      <form onSubmit={onSubmit} noValidate>
        <h2 id="reauth-heading">Please confirm it&apos;s you</h2>
        <p>This action needs a recent sign-in. It carries on once you have confirmed.</p>
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextField
          id="reauth-value"
          label={mode === 'password' ? 'Your password' : 'Code from your authenticator app'}
          type={mode === 'password' ? 'password' : 'text'}
          autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
          value={value}
          onValueChange={setValue}
        />
        <p>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              setMode(mode === 'password' ? 'code' : 'password');
              setValue('');
            }}
          >
            {mode === 'password' ? 'Use a code from my app instead' : 'Use my password instead'}
          </button>
        </p>
        <SubmitButton busy={busy} busyLabel="Checking…">
          Confirm
        </SubmitButton>{' '}
        <button type="button" className="btn" onClick={() => close(false)}>
          Cancel
        </button>
      </form>
    </ModalDialog>
  );
}
