import { FOOD_SIZES_MAX } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { newSizeRow, type FoodFormErrors, type SizeRow } from '../food-form-values';
import styles from './food-form.module.css';

interface SizesEditorProps {
  sizes: SizeRow[];
  onChange: (sizes: SizeRow[]) => void;
  errors: FoodFormErrors;
}

type Column = 'size' | 'price' | 'priceAfterDiscount';

/** Sizes with their prices: one row each, added and removed freely (at least one stays). */
export function SizesEditor({ sizes, onChange, errors }: SizesEditorProps) {
  const { currencySymbol } = useRestaurantFormat();
  const edit = (key: string, column: Column, value: string) =>
    onChange(sizes.map((row) => (row.key === key ? { ...row, [column]: value } : row)));

  const cell = (row: SizeRow, i: number, column: Column, label: string, numeric: boolean) => {
    const id = `food-size-${row.key}-${column}`;
    const error = errors[`variants.${i}.${column}`];
    return (
      <div className={styles.sizeCell}>
        <label htmlFor={id}>
          {label} <span className="visually-hidden">of size {i + 1}</span>
        </label>
        <input
          id={id}
          className="input"
          value={row[column]}
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => edit(row.key, column, e.target.value)}
        />
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>Sizes and prices ({currencySymbol})</legend>
      {errors.variants && (
        <p className="field-error" role="alert">
          {errors.variants}
        </p>
      )}
      <ol className={styles.sizes}>
        {sizes.map((row, i) => (
          <li key={row.key} className={styles.sizeRow}>
            {cell(row, i, 'size', 'Size', false)}
            {cell(row, i, 'price', 'Price', true)}
            {cell(row, i, 'priceAfterDiscount', 'Discounted price', true)}
            <button
              type="button"
              className={`btn btn-ghost btn-small ${styles.removeSize}`}
              aria-label={`Remove size ${i + 1}`}
              disabled={sizes.length === 1}
              onClick={() => onChange(sizes.filter((r) => r.key !== row.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-small"
        disabled={sizes.length >= FOOD_SIZES_MAX}
        onClick={() => onChange([...sizes, newSizeRow()])}
      >
        Add a size
      </button>
    </fieldset>
  );
}
