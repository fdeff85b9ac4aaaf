import { MAX_WINDOWS_PER_DAY, WEEKDAY_NAMES, type OpeningWindow } from '@ninetonine/contract';
import styles from './staff-settings.module.css';

interface OpeningHoursEditorProps {
  hours: OpeningWindow[][];
  onChange: (hours: OpeningWindow[][]) => void;
  /** One message per day, where that day's hours are wrong. */
  errors: Partial<Record<number, string>>;
}

/**
 * A week of opening windows, Monday first. A night past midnight is two windows (e.g. Friday
 * 18:00–24:00 and Saturday 00:00–02:00), as the hours are read everywhere else.
 */
export function OpeningHoursEditor({ hours, onChange, errors }: OpeningHoursEditorProps) {
  const setDay = (day: number, windows: OpeningWindow[]) =>
    onChange(hours.map((w, i) => (i === day ? windows : w)));
  return (
    <fieldset className={styles.hours}>
      <legend>Opening hours</legend>
      <p className="muted">
        In the restaurant&apos;s time zone. To stay open past midnight, close at 24:00 and open the
        next day at 00:00.
      </p>
      {WEEKDAY_NAMES.map((name, day) => {
        const windows = hours[day] ?? [];
        const errorId = `hours-${day}-error`;
        return (
          <div key={name} className={styles.day} role="group" aria-labelledby={`hours-${day}`}>
            <h3 id={`hours-${day}`} className={styles.dayName}>
              {name}
            </h3>
            <div className={styles.windows}>
              {windows.length === 0 && <p className={styles.closed}>Closed</p>}
              {windows.map((w, i) => (
                <div key={i} className={styles.window}>
                  <label>
                    <span className="visually-hidden">
                      {name} window {i + 1}
                    </span>{' '}
                    Opens
                    <input
                      type="text"
                      inputMode="numeric"
                      className="input"
                      value={w.opens}
                      placeholder="HH:MM"
                      maxLength={5}
                      aria-describedby={errors[day] ? errorId : undefined}
                      onChange={(e) =>
                        setDay(
                          day,
                          windows.map((x, j) => (j === i ? { ...x, opens: e.target.value } : x)),
                        )
                      }
                    />
                  </label>
                  <label>
                    <span className="visually-hidden">
                      {name} window {i + 1}
                    </span>{' '}
                    Closes
                    <input
                      type="text"
                      inputMode="numeric"
                      className="input"
                      value={w.closes}
                      placeholder="HH:MM"
                      maxLength={5}
                      aria-describedby={errors[day] ? errorId : undefined}
                      onChange={(e) =>
                        setDay(
                          day,
                          windows.map((x, j) => (j === i ? { ...x, closes: e.target.value } : x)),
                        )
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="btn btn-small btn-ghost"
                    onClick={() =>
                      setDay(
                        day,
                        windows.filter((_, j) => j !== i),
                      )
                    }
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
                  onClick={() => setDay(day, [...windows, { opens: '09:00', closes: '21:00' }])}
                >
                  Add hours<span className="visually-hidden"> on {name}</span>
                </button>
              )}
              {errors[day] && (
                <p className="field-error" id={errorId}>
                  {errors[day]}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
