import { WEEKDAY_NAMES, type OpeningWindow } from '@ninetonine/contract';
import { WindowInputs } from './window-inputs';
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
  const monday = hours[0] ?? [];
  return (
    <fieldset className={styles.hours}>
      <legend>Opening hours</legend>
      <p className="muted">
        In the restaurant&apos;s time zone. To stay open past midnight, close at 24:00 and open the
        next day at 00:00.
      </p>
      <p>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => onChange(hours.map(() => monday.map((w) => ({ ...w }))))}
        >
          Copy Monday to all days
        </button>
      </p>
      {WEEKDAY_NAMES.map((name, day) => {
        const errorId = `hours-${day}-error`;
        return (
          <div key={name} className={styles.day} role="group" aria-labelledby={`hours-${day}`}>
            <h3 id={`hours-${day}`} className={styles.dayName}>
              {name}
            </h3>
            <div className={styles.windows}>
              <WindowInputs
                name={name}
                windows={hours[day] ?? []}
                onChange={(windows) => setDay(day, windows)}
                errorId={errors[day] ? errorId : undefined}
                emptyText="Closed"
              />
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
