import { useRestaurantFormat } from '@/lib/restaurant-format';
import { slotsByDay } from '../slots-by-day';
import styles from './checkout.module.css';

interface TimeChoiceProps {
  /** ISO start of the chosen slot; null: as soon as possible. */
  value: string | null;
  onChange: (value: string | null) => void;
  slots: { start: string; end: string }[];
  kitchenOpen: boolean;
  /** Open and before the last order: "as soon as possible" can be chosen. */
  asapPossible: boolean;
}

/**
 * As soon as possible (only while the kitchen cooks) or a day (today up to the restaurant's
 * days ahead, decision 0085) and a slot in its opening hours.
 */
export function TimeChoice({ value, onChange, slots, kitchenOpen, asapPossible }: TimeChoiceProps) {
  const format = useRestaurantFormat();
  const now = new Date();
  const groups = slotsByDay(slots, now, format);
  const known = value === null || slots.some((s) => s.start === value);
  // The day of the chosen slot (the first day while it is no longer offered), then its slots.
  const day = groups.find(([, daySlots]) => daySlots.some((s) => s.start === value)) ?? groups[0];
  return (
    <fieldset className={styles.fieldset}>
      <legend>When?</legend>
      {!asapPossible && (
        <p className={styles.notice} role="status">
          {kitchenOpen
            ? 'The kitchen has taken its last orders for now.'
            : 'The kitchen is closed right now.'}{' '}
          You can still order for a later time slot
          {slots[0]
            ? `: the first is ${format.dayLabel(slots[0].start, now).toLowerCase()} at ${format.slot(slots[0])}.`
            : '.'}
        </p>
      )}
      <label className={`${styles.option} ${value === null ? styles.selected : ''}`}>
        <input
          type="radio"
          name="when"
          checked={value === null}
          disabled={!asapPossible}
          onChange={() => onChange(null)}
        />
        <span>
          <strong>As soon as possible</strong>
          {!asapPossible && (
            <span className={styles.hint}>Only while the kitchen is taking orders.</span>
          )}
        </span>
      </label>
      <label className={`${styles.option} ${value !== null ? styles.selected : ''}`}>
        <input
          type="radio"
          name="when"
          checked={value !== null}
          disabled={slots.length === 0}
          onChange={() => onChange(slots[0]?.start ?? null)}
        />
        <span>
          <strong>Schedule for later</strong>
          {slots.length === 0 && (
            <span className={styles.hint}>No time slots left in the days we take orders for.</span>
          )}
        </span>
      </label>
      {value !== null && (
        <div className={styles.slotPickers}>
          <div className="field">
            <label htmlFor="checkout-day">Day</label>
            <select
              id="checkout-day"
              className="input"
              value={day?.[0] ?? ''}
              onChange={(e) => {
                const chosen = groups.find(([label]) => label === e.target.value);
                if (chosen?.[1][0]) onChange(chosen[1][0].start);
              }}
            >
              {groups.map(([label]) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="checkout-slot">Time slot</label>
            <select
              id="checkout-slot"
              className="input"
              value={known ? value : ''}
              onChange={(e) => onChange(e.target.value)}
            >
              {!known && <option value="">This slot is no longer offered: choose another</option>}
              {(day?.[1] ?? []).map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {format.slot(slot)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </fieldset>
  );
}
