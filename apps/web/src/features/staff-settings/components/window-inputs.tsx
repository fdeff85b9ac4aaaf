import { MAX_WINDOWS_PER_DAY, type OpeningWindow } from '@ninetonine/contract';
import styles from './staff-settings.module.css';

interface WindowInputsProps {
  /** What the windows are of, for screen readers: "Monday", "25 Dec". */
  name: string;
  windows: OpeningWindow[];
  onChange: (windows: OpeningWindow[]) => void;
  /** The id of the message that says what is wrong with them, if anything. */
  errorId: string | undefined;
  /** Shown when there are no windows. */
  emptyText: string;
}

/** A day's opening windows (opens, closes, remove) and "Add hours", as both editors show them. */
export function WindowInputs({ name, windows, onChange, errorId, emptyText }: WindowInputsProps) {
  const setTime = (i: number, key: keyof OpeningWindow, value: string) =>
    onChange(windows.map((x, j) => (j === i ? { ...x, [key]: value } : x)));
  const timeInput = (i: number, key: keyof OpeningWindow, label: string) => (
    <label>
      <span className="visually-hidden">
        {name} window {i + 1}
      </span>{' '}
      {label}
      <input
        type="text"
        inputMode="numeric"
        className="input"
        value={windows[i]![key]}
        placeholder="HH:MM"
        maxLength={5}
        aria-describedby={errorId}
        onChange={(e) => setTime(i, key, e.target.value)}
      />
    </label>
  );
  return (
    <>
      {windows.length === 0 && <p className={styles.closed}>{emptyText}</p>}
      {windows.map((_, i) => (
        <div key={i} className={styles.window}>
          {timeInput(i, 'opens', 'Opens')}
          {timeInput(i, 'closes', 'Closes')}
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => onChange(windows.filter((_, j) => j !== i))}
          >
            Remove
            <span className="visually-hidden">
              {' '}
              {name} window {i + 1}
            </span>
          </button>
        </div>
      ))}
      {windows.length < MAX_WINDOWS_PER_DAY && (
        <button
          type="button"
          className="btn btn-small"
          onClick={() => onChange([...windows, { opens: '09:00', closes: '21:00' }])}
        >
          Add hours<span className="visually-hidden"> on {name}</span>
        </button>
      )}
    </>
  );
}
