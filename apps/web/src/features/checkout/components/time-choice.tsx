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

/** As soon as possible (only while the kitchen cooks) or a slot today or tomorrow. */
export function TimeChoice({ value, onChange, slots, kitchenOpen, asapPossible }: TimeChoiceProps) {
  const format = useRestaurantFormat();
  const now = new Date();
  const groups = slotsByDay(slots, now, format);
  const known = value === null || slots.some((s) => s.start === value);
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
            <span className={styles.hint}>No time slots left today or tomorrow.</span>
          )}
        </span>
      </label>
      {value !== null && (
        <div className="field">
          <label htmlFor="checkout-slot">Time slot</label>
          <select
            id="checkout-slot"
            className="input"
            value={known ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          >
            {!known && <option value="">This slot is no longer offered: choose another</option>}
            {groups.map(([day, daySlots]) => (
              <optgroup key={day} label={day}>
                {daySlots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {day} {format.slot(slot)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
