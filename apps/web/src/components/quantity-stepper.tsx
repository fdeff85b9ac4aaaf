import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@ninetonine/contract/core';
import { useId, useState } from 'react';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** What is counted, e.g. "Paneer Tikka (Large)": the names become "Quantity of …". */
  itemLabel?: string;
  /** Shows "Quantity" above the control; otherwise only screen readers get the label. */
  labelVisible?: boolean;
}

const clamp = (n: number) =>
  Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Math.trunc(n)));

/**
 * − / number / + with a real input, for keyboard and screen-reader users alike; the cart's
 * range (1..99). A typed number applies on Enter or when leaving the field, Escape reverts it.
 */
export function QuantityStepper({
  value,
  onChange,
  itemLabel,
  labelVisible = false,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const suffix = itemLabel ? ` of ${itemLabel}` : '';
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(n) && clamp(n) !== value) onChange(clamp(n));
  };
  const label = (
    <label htmlFor={id} className={labelVisible ? styles.label : 'visually-hidden'}>
      Quantity{suffix}
    </label>
  );
  const stepper = (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.btn}
        onClick={() => onChange(value - 1)}
        disabled={value <= CART_QUANTITY_MIN}
        aria-label={`Decrease quantity${suffix}`}
      >
        −
      </button>
      {!labelVisible && label}
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={CART_QUANTITY_MIN}
        max={CART_QUANTITY_MAX}
        step={1}
        value={draft ?? value}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      <button
        type="button"
        className={styles.btn}
        onClick={() => onChange(value + 1)}
        disabled={value >= CART_QUANTITY_MAX}
        aria-label={`Increase quantity${suffix}`}
      >
        +
      </button>
    </div>
  );
  if (!labelVisible) return stepper;
  return (
    <div className={styles.wrap}>
      {label}
      {stepper}
    </div>
  );
}
