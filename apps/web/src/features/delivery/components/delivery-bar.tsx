import type { DeliveryCheck } from '@ninetonine/contract';
import { normalizePostcode, postcodeProblem } from '@ninetonine/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { useKeptFromBeforeStart } from '@/hooks/use-kept-from-before-start';
import { useRestaurantCountry } from '@/lib/restaurant-country';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { deliveryCheckQuery, locateDelivery } from '../api/check-delivery';
import { deliveryChosen, pickupChosen, postcodeChosen, postcodeCleared } from '../delivery-slice';
import { devicePosition } from '../device-position';
import { deliverySentence } from '../delivery-text';
import styles from './delivery-bar.module.css';

/**
 * "Deliver to 560001 · 35–45 min · ₹40" before anything is in the cart (issue 34 item 3): the
 * PIN code typed or found from the device's position, remembered; an area outside says so here
 * and offers pickup.
 */
export function DeliveryBar() {
  const { postcode, mode } = useAppSelector((s) => s.delivery);
  const dispatch = useAppDispatch();
  const titleId = useId();
  // A position no area's centre covers has no PIN code to remember: said here until the next try.
  const [unplaced, setUnplaced] = useState<DeliveryCheck | null>(null);

  let answer = null;
  if (mode === 'pickup') {
    answer = (
      <p className={styles.line}>
        <span className={styles.sentence}>Pickup: you collect your order from the kitchen.</span>
        <button type="button" className="btn btn-small" onClick={() => dispatch(deliveryChosen())}>
          Deliver instead
        </button>
      </p>
    );
  } else if (postcode !== null) {
    answer = <CheckedPostcode postcode={postcode} />;
  } else if (unplaced?.message) {
    answer = <Outside message={unplaced.message} pickupEnabled={unplaced.pickupEnabled} />;
  }
  return (
    <section className={styles.bar} aria-labelledby={titleId} data-testid="delivery-bar">
      <h2 id={titleId} className="visually-hidden">
        Delivery
      </h2>
      {mode === 'delivery' && postcode === null && <PostcodeForm onUnplaced={setUnplaced} />}
      {/* Always there, so the answer to a PIN typed or a location shared is announced. */}
      <div role="status">{answer}</div>
    </section>
  );
}

function Outside({ message, pickupEnabled }: { message: string; pickupEnabled: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <p className={styles.outside}>{message}</p>
      <div className={styles.actions}>
        {pickupEnabled && (
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => dispatch(pickupChosen())}
          >
            Switch to pickup
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={() => dispatch(postcodeCleared())}>
          Change PIN code
        </button>
      </div>
    </>
  );
}

function CheckedPostcode({ postcode }: { postcode: string }) {
  const dispatch = useAppDispatch();
  const format = useRestaurantFormat();
  const check = useQuery(deliveryCheckQuery(postcode));
  const change = (
    <button type="button" className="btn btn-small" onClick={() => dispatch(postcodeCleared())}>
      Change
    </button>
  );
  if (check.data && !check.data.delivers) {
    return <Outside message={check.data.message ?? ''} pickupEnabled={check.data.pickupEnabled} />;
  }
  // Offline or still asking: the PIN remembered, without terms that could be out of date.
  const sentence = check.data
    ? deliverySentence(check.data, (n) => format.price(n))
    : `Deliver to ${postcode}`;
  return (
    <p className={styles.line}>
      <span className={styles.sentence}>{sentence}</span>
      {change}
    </p>
  );
}

function PostcodeForm({ onUnplaced }: { onUnplaced: (check: DeliveryCheck | null) => void }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const country = useRestaurantCountry();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'locating' | null>(null);
  const field = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  useKeptFromBeforeStart(() => field.current?.querySelector('input'), {
    rendered: typed,
    onValue: setTyped,
  });

  const fail = (message: string) => {
    setError(message);
    field.current?.querySelector('input')?.focus();
  };

  const remember = (check: DeliveryCheck) => {
    if (check.postcode === null) {
      onUnplaced(check);
      return;
    }
    queryClient.setQueryData(deliveryCheckQuery(check.postcode).queryKey, check);
    onUnplaced(null);
    dispatch(postcodeChosen(check.postcode));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!typed.trim()) return fail('Enter your PIN code');
    // The country's own rule first: a typo is said at once, without a round trip.
    const postcode = normalizePostcode(typed, country);
    if (postcode === null) return fail(postcodeProblem(country));
    setBusy('checking');
    try {
      remember(await queryClient.fetchQuery(deliveryCheckQuery(postcode)));
    } catch (err) {
      fail((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const onLocate = async () => {
    setError(null);
    setBusy('locating');
    try {
      remember(await locateDelivery(await devicePosition()));
    } catch (err) {
      fail((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form ref={field} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        id={fieldId}
        label="Delivering to which PIN code?"
        value={typed}
        onValueChange={(v) => {
          setTyped(v);
          setError(null);
        }}
        error={error ?? undefined}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="560001"
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy !== null}>
          {busy === 'checking' ? 'Checking…' : 'Check delivery'}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!hydrated || busy !== null}
          onClick={() => void onLocate()}
        >
          {busy === 'locating' ? 'Finding you…' : 'Use my location'}
        </button>
      </div>
    </form>
  );
}
