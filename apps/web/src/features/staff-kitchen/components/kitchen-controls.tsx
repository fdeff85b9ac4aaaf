import type { KitchenControls as Controls } from '@ninetonine/contract';
import {
  busyExtraMinuteChoices,
  kitchenControlDurations,
  MAX_PAUSE_REASON_CHARS,
} from '@ninetonine/contract/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useMinuteClock } from '@/lib/minute-clock';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useChangeKitchenControls, useKitchenControls } from '../api/kitchen-controls';
import { SoldOutToday } from './sold-out-today';
import styles from './kitchen-controls.module.css';

/** Still in force by this clock (the server stores end times; nothing turns them off). */
const live = (controls: Controls | undefined, now: number) => ({
  busy: controls?.busy && Date.parse(controls.busy.until) > now ? controls.busy : null,
  pause: controls?.pause && Date.parse(controls.pause.until) > now ? controls.pause : null,
});

/** Busy mode, a pause with its reason and "sold out today", on the board (decision 0081). */
export function KitchenControls() {
  const query = useKitchenControls();
  const change = useChangeKitchenControls();
  const format = useRestaurantFormat();
  const now = useMinuteClock();
  const { busy, pause } = live(query.data, now);
  const [forMinutes, setForMinutes] = useState<number>(30);
  const [extraMinutes, setExtraMinutes] = useState<number>(20);
  const [pauseMinutes, setPauseMinutes] = useState<number>(15);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = (c: Parameters<typeof change.mutate>[0]) => {
    setProblem(null);
    change.mutate(c, {
      onError: (error) => setProblem(errorMessage(error, 'That did not change. Try again.')),
      onSuccess: () => c.kind === 'pause' && setReason(''),
    });
  };
  const startPause = (e: FormEvent) => {
    e.preventDefault();
    run({ kind: 'pause', input: { forMinutes: pauseMinutes as 15, reason } });
  };

  return (
    <section className={styles.panel} aria-labelledby="kitchen-controls-title">
      <h2 id="kitchen-controls-title" className={styles.title}>
        Kitchen
      </h2>
      <div className={styles.control} data-testid="busy-control">
        {busy ? (
          <InForce
            status={`Busy mode: +${busy.extraMinutes} min until ${format.clock(busy.until)}`}
            end="End busy mode"
            endClass="btn btn-small"
            disabled={change.isPending}
            onEnd={() => run({ kind: 'end-busy' })}
          />
        ) : (
          <>
            <MinutesChoice
              label="Busy for"
              value={forMinutes}
              onChange={setForMinutes}
              choices={kitchenControlDurations}
            />
            <MinutesChoice
              label="Adds"
              value={extraMinutes}
              onChange={setExtraMinutes}
              choices={busyExtraMinuteChoices}
            />
            <button
              type="button"
              className="btn btn-small"
              disabled={change.isPending}
              onClick={() =>
                run({
                  kind: 'busy',
                  input: { forMinutes: forMinutes as 15, extraMinutes: extraMinutes as 10 },
                })
              }
            >
              Busy mode on
            </button>
          </>
        )}
      </div>
      <div className={styles.control} data-testid="pause-control">
        {pause ? (
          <InForce
            status={`Not taking orders until ${format.clock(pause.until)}: ${pause.reason}`}
            end="Take orders again"
            endClass="btn btn-small btn-primary"
            disabled={change.isPending}
            onEnd={() => run({ kind: 'resume' })}
          />
        ) : (
          <form className={styles.pauseForm} onSubmit={startPause}>
            <MinutesChoice
              label="Pause for"
              value={pauseMinutes}
              onChange={setPauseMinutes}
              choices={kitchenControlDurations}
            />
            <label className={styles.reason}>
              Reason customers see
              <input
                className="input"
                value={reason}
                required
                minLength={3}
                maxLength={MAX_PAUSE_REASON_CHARS}
                placeholder="Kitchen is full"
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <button type="submit" className="btn btn-small" disabled={change.isPending}>
              Pause orders
            </button>
          </form>
        )}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <SoldOutToday />
    </section>
  );
}

/** A control while it lasts: what it does until when, and the button that ends it now. */
function InForce(props: {
  status: string;
  end: string;
  endClass: string;
  disabled: boolean;
  onEnd: () => void;
}) {
  return (
    <>
      <p className={styles.on} role="status">
        {props.status}
      </p>
      <button
        type="button"
        className={props.endClass}
        disabled={props.disabled}
        onClick={props.onEnd}
      >
        {props.end}
      </button>
    </>
  );
}

/** A labelled choice of minutes (how long a control lasts, how much busy mode adds). */
function MinutesChoice(props: {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
  choices: readonly number[];
}) {
  return (
    <label>
      {props.label}
      <select
        className="input"
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {props.choices.map((m) => (
          <option key={m} value={m}>
            {m} min
          </option>
        ))}
      </select>
    </label>
  );
}
