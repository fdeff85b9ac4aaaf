import { useId } from 'react';
import styles from './quantity-stepper.module.css';

export const QUANTITY_MAX = 20;

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

/** − / number / + with a real input, for keyboard and screen-reader users alike. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const id = useId();
  const set = (n: number) => onChange(Math.min(QUANTITY_MAX, Math.max(1, Math.round(n) || 1)));
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.btn}
          onClick={() => set(value - 1)}
          disabled={value <= 1}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUANTITY_MAX}
          value={value}
          onChange={(e) => set(Number(e.target.value))}
        />
        <button
          type="button"
          className={styles.btn}
          onClick={() => set(value + 1)}
          disabled={value >= QUANTITY_MAX}
          aria-label="Increase quantity"
        >
          +
        </button>
      </div>
    </div>
  );
}
