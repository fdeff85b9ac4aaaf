import { MAX_SPECIAL_HOURS, MAX_SPECIAL_HOURS_NOTE, type SpecialHours } from '@ninetonine/contract';
import { WindowInputs } from './window-inputs';
import styles from './staff-settings.module.css';

interface SpecialHoursEditorProps {
  entries: SpecialHours[];
  onChange: (entries: SpecialHours[]) => void;
  /** One message per entry, where it is wrong. */
  errors: Partial<Record<number, string>>;
  /** The restaurant's today (YYYY-MM-DD): where a new entry starts, and what is past. */
  today: string;
}

/**
 * Holidays and special hours: dated days that are closed or keep other hours, with a note for
 * customers. They win over the week's hours everywhere (the storefront, slots, checkout).
 */
export function SpecialHoursEditor({ entries, onChange, errors, today }: SpecialHoursEditorProps) {
  const set = (i: number, change: Partial<SpecialHours>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...change } : e)));
  return (
    <fieldset className={styles.hours}>
      <legend>Holidays and special hours</legend>
      <p className="muted">
        Days that are closed or keep other hours than usual. Customers see them with your note, and
        no order can be placed for a time the kitchen is closed.
      </p>
      {entries.length === 0 && <p className={styles.closed}>None planned.</p>}
      {entries.map((entry, i) => {
        const name = `Special day ${i + 1}`;
        const errorId = `special-${i}-error`;
        const describedBy = errors[i] ? errorId : undefined;
        const closedAllDay = entry.windows.length === 0;
        return (
          <div key={i} className={styles.special} role="group" aria-label={name}>
            <div className={styles.window}>
              <label>
                From
                <input
                  type="date"
                  className="input"
                  value={entry.from}
                  aria-describedby={describedBy}
                  onChange={(e) =>
                    set(i, {
                      from: e.target.value,
                      // A one-day entry moves as a whole.
                      to:
                        entry.to === entry.from || entry.to < e.target.value
                          ? e.target.value
                          : entry.to,
                    })
                  }
                />
              </label>
              <label>
                To
                <input
                  type="date"
                  className="input"
                  value={entry.to}
                  min={entry.from}
                  aria-describedby={describedBy}
                  onChange={(e) => set(i, { to: e.target.value })}
                />
              </label>
              {entry.to < today && <span className="muted">Past</span>}
            </div>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={closedAllDay}
                onChange={(e) =>
                  set(i, {
                    windows: e.target.checked ? [] : [{ opens: '09:00', closes: '21:00' }],
                  })
                }
              />
              Closed all day<span className="visually-hidden"> ({name})</span>
            </label>
            {!closedAllDay && (
              <div className={styles.windows}>
                <WindowInputs
                  name={name}
                  windows={entry.windows}
                  onChange={(windows) => set(i, { windows })}
                  errorId={describedBy}
                  emptyText="Closed"
                />
              </div>
            )}
            <label className={styles.note}>
              Note for customers (optional)
              <input
                type="text"
                className="input"
                value={entry.note}
                maxLength={MAX_SPECIAL_HOURS_NOTE}
                placeholder="Closed for Diwali"
                aria-describedby={describedBy}
                onChange={(e) => set(i, { note: e.target.value })}
              />
            </label>
            {errors[i] && (
              <p className="field-error" id={errorId}>
                {errors[i]}
              </p>
            )}
            <p>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
              >
                Remove<span className="visually-hidden"> {name}</span>
              </button>
            </p>
          </div>
        );
      })}
      {entries.length < MAX_SPECIAL_HOURS && (
        <p>
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              onChange([...entries, { from: today, to: today, windows: [], note: '' }])
            }
          >
            Add a holiday or special day
          </button>
        </p>
      )}
    </fieldset>
  );
}
