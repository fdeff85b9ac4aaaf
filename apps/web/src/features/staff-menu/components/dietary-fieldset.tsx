import type { Dietary, DietaryFact } from '@ninetonine/contract';
import { DIETARY_FACTS } from '../food-form-values';
import styles from './food-form.module.css';

const CHOICES: readonly (readonly [DietaryFact, (claim: string) => string])[] = [
  ['contains', () => 'Contains'],
  ['free', (claim) => `Free of (${claim})`],
  ['unstated', () => 'Not stated'],
];

/**
 * Each dietary fact as three radios (decision 0049): only a stated "free of" is shown to
 * customers as a claim; "not stated" shows nothing. Arrow keys move within a fact.
 */
export function DietaryFieldset({
  value,
  onChange,
}: {
  value: Dietary;
  onChange: (next: Dietary) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>Dietary and allergen facts</legend>
      <div className={styles.facts}>
        {DIETARY_FACTS.map(([fact, label, claim]) => (
          <fieldset key={fact} className={styles.fact}>
            <legend>{label}</legend>
            {CHOICES.map(([state, text]) => (
              <label key={state} className={styles.flag}>
                <input
                  type="radio"
                  name={`food-fact-${fact}`}
                  value={state}
                  checked={value[fact] === state}
                  onChange={() => onChange({ ...value, [fact]: state })}
                />
                {text(claim)}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
