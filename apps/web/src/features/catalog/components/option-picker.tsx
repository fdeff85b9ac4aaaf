import type { FoodOptionGroup } from '@ninetonine/contract';
import styles from './option-picker.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

interface OptionPickerProps {
  groups: FoodOptionGroup[];
  /** The chosen option ids. */
  value: string[];
  onChange: (optionIds: string[]) => void;
  /** Prefix for the inputs' names and ids (one per dish on the page). */
  name: string;
}

/** "Choose 1", "Optional, up to 3": what a group asks for, under its name. */
function picksHint(g: FoodOptionGroup): string {
  if (g.minPicks === 0) return g.maxPicks === 1 ? 'Optional' : `Optional, up to ${g.maxPicks}`;
  if (g.minPicks === g.maxPicks) return `Required, choose ${g.minPicks}`;
  return `Required, choose ${g.minPicks} to ${g.maxPicks}`;
}

/** Id of a group's first input, so the add button can send focus to what is missing. */
export const optionGroupInputId = (name: string, groupId: string) => `${name}-${groupId}`;

/**
 * A dish's option groups (decision 0049): a radio group for a required pick-one, checkboxes
 * otherwise; each option with the price it adds. Sold-out options are shown, not choosable.
 */
export function OptionPicker({ groups, value, onChange, name }: OptionPickerProps) {
  const format = useRestaurantFormat();
  const chosen = new Set(value);
  return (
    <>
      {groups.map((g) => {
        const pickOne = g.minPicks === 1 && g.maxPicks === 1;
        const picked = g.options.filter((o) => chosen.has(o._id)).length;
        const full = !pickOne && picked >= g.maxPicks;
        const hintId = `${name}-${g._id}-hint`;
        const toggle = (id: string, on: boolean) => {
          const others = pickOne ? value.filter((v) => !g.options.some((o) => o._id === v)) : value;
          onChange(on ? [...others.filter((v) => v !== id), id] : others.filter((v) => v !== id));
        };
        return (
          <fieldset key={g._id} className={styles.group} aria-describedby={hintId}>
            <legend className={styles.legend}>{g.name}</legend>
            <p id={hintId} className={styles.hint}>
              {picksHint(g)}
            </p>
            <div className={styles.options}>
              {g.options.map((o, i) => {
                const checked = chosen.has(o._id);
                return (
                  <label key={o._id} className={styles.option}>
                    <input
                      id={i === 0 ? optionGroupInputId(name, g._id) : undefined}
                      type={pickOne ? 'radio' : 'checkbox'}
                      name={`${name}-${g._id}`}
                      value={o._id}
                      checked={checked}
                      disabled={!o.available || (full && !checked)}
                      onChange={(e) => toggle(o._id, e.currentTarget.checked)}
                    />
                    <span className={styles.name}>{o.name}</span>
                    <span className={styles.price}>
                      {!o.available
                        ? 'Sold out'
                        : o.priceDelta > 0
                          ? `+${format.price(o.priceDelta)}`
                          : ''}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
