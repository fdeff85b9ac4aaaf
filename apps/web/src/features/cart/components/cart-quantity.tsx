import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@ninetonine/contract';
import { useId, useState } from 'react';
import { clampQuantity } from '../cart-item';
import styles from './cart-quantity.module.css';

interface CartQuantityProps {
  value: number;
  /** "Paneer Tikka (Large)", for the accessible names. */
  label: string;
  onChange: (quantity: number) => void;
}

/** − / number / + for one line, 1..99; typed numbers apply on Enter or when leaving the field. */
export function CartQuantity({ value, label, onChange }: CartQuantityProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(n) && clampQuantity(n) !== value) {
      onChange(clampQuantity(n));
    }
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.btn}
        onClick={() => onChange(value - 1)}
        disabled={value <= CART_QUANTITY_MIN}
        aria-label={`Decrease quantity of ${label}`}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        Quantity of {label}
      </label>
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
        aria-label={`Increase quantity of ${label}`}
      >
        +
      </button>
    </div>
  );
}
