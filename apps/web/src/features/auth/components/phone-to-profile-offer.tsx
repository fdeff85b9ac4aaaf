import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { ErrorAlert } from '@/components/form/form-parts';
import { useUpdateProfile } from '../api/update-profile';
import styles from './auth-form.module.css';
import { BusyButton } from '@/components/busy-button';

/**
 * After a new address with a phone, for an account without one: offered, never done silently,
 * since the profile's phone is the one new addresses start with (issue 34, item 15). Nothing for
 * an account that has a phone already.
 */
export function PhoneToProfileOffer({
  phone,
  onSaved,
}: {
  phone: string;
  /** After the profile has it (the account page starts its profile form again from it). */
  onSaved?: () => void;
}) {
  const user = useAppSelector((s) => s.auth.user);
  const update = useUpdateProfile();
  const [declined, setDeclined] = useState(false);
  if (!user || declined || !phone) return null;
  if (update.isSuccess) {
    return (
      <p role="status" className="muted">
        {phone} is on your profile now.
      </p>
    );
  }
  if (user.phone) return null;
  return (
    <div className={`card ${styles.notice}`} role="group" aria-label="Your profile's phone">
      <p>
        Save <strong>{phone}</strong> to your profile too? New addresses will start with it.
      </p>
      <ErrorAlert error={update.error} fallback="We could not save it to your profile." />
      <div>
        <BusyButton
          busy={update.isPending}
          busyLabel="Saving…"
          className="btn btn-small btn-primary"
          onClick={() => update.mutate({ phone }, { onSuccess: () => onSaved?.() })}
        >
          Save to my profile
        </BusyButton>{' '}
        <button type="button" className="btn btn-small" onClick={() => setDeclined(true)}>
          No thanks
        </button>
      </div>
    </div>
  );
}
