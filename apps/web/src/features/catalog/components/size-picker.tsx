import type { Variant } from '@ninetonine/contract';
import { effectivePrice } from '@ninetonine/contract/core';
import styles from './size-picker.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

interface SizePickerProps {
  variants: Variant[];
  value: string;
  onChange: (size: string) => void;
  name: string;
}

/** Sizes as a radio group, each with its price. */
export function SizePicker({ variants, value, onChange, name }: SizePickerProps) {
  const format = useRestaurantFormat();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Size</legend>
      <div className={styles.options}>
        {variants.map((v) => (
          <label key={v.size} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={v.size}
              checked={v.size === value}
              onChange={() => onChange(v.size)}
            />
            <span className={styles.size}>{v.size}</span>
            <span className={styles.price}>{format.price(effectivePrice(v))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
