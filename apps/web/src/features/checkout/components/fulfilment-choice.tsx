import type { CheckoutFulfilmentMethod } from '@ninetonine/contract';
import styles from './checkout.module.css';

interface FulfilmentChoiceProps {
  value: CheckoutFulfilmentMethod;
  onChange: (value: CheckoutFulfilmentMethod) => void;
  deliveryEnabled: boolean;
  pickupEnabled: boolean;
  pickupAddress: string | null;
}

/** Delivery or pickup; a way the restaurant has switched off is shown, but cannot be chosen. */
export function FulfilmentChoice({
  value,
  onChange,
  deliveryEnabled,
  pickupEnabled,
  pickupAddress,
}: FulfilmentChoiceProps) {
  const options = [
    {
      id: 'delivery' as const,
      label: 'Delivery',
      hint: deliveryEnabled ? 'To your door.' : 'Not available right now.',
      enabled: deliveryEnabled,
    },
    {
      id: 'pickup' as const,
      label: 'Pickup',
      hint: pickupEnabled
        ? `Collect it from ${pickupAddress ?? 'the restaurant'}.`
        : 'Not available right now.',
      enabled: pickupEnabled,
    },
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend>How would you like it?</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label
            key={o.id}
            className={`${styles.option} ${value === o.id ? styles.selected : ''}`}
            aria-disabled={!o.enabled || undefined}
          >
            <input
              type="radio"
              name="fulfilment"
              value={o.id}
              checked={value === o.id}
              disabled={!o.enabled}
              onChange={() => onChange(o.id)}
            />
            <span>
              <strong>{o.label}</strong>
              <span className={styles.hint}>{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
