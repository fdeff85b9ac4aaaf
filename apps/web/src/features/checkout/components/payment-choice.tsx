import type { PaymentMethod } from '@ninetonine/contract';
import { paymentMethodLabels } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { paymentHint } from '../payment-rules';
import styles from './checkout.module.css';

interface PaymentChoiceProps {
  /** The ways the quote offers, in its order (online first when configured). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  /** Why cash on delivery is not offered (the quote's `cashRefusal`, decision 0090). */
  cashRefusal?: string | null;
}

/**
 * The ways of paying this order can use now, each saying what happens next: online sends the
 * customer to the provider's page and back; the others are paid on handover.
 */
export function PaymentChoice({ methods, value, onChange, cashRefusal }: PaymentChoiceProps) {
  const format = useRestaurantFormat();
  // Before the first quote: the one way the page would use; none when cash was refused.
  const shown = methods.length > 0 ? methods : cashRefusal ? [] : [value];
  return (
    <fieldset className={styles.fieldset}>
      <legend>Payment</legend>
      {shown.map((method) => (
        <label
          key={method}
          className={`${styles.option} ${value === method ? styles.selected : ''}`}
        >
          <input
            type="radio"
            name="payment"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{paymentMethodLabels[method]}</strong>
            <span className={styles.hint}>{paymentHint(method, format.settings.currency)}</span>
          </span>
        </label>
      ))}
      {cashRefusal && (
        <p className={styles.hint} data-testid="cash-refusal">
          {cashRefusal}.
        </p>
      )}
    </fieldset>
  );
}
