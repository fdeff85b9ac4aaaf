import type { FulfilmentMethod } from '@ninetonine/contract';
import { paymentFor, paymentLabels } from '../checkout-rules';
import styles from './checkout.module.css';

/** Cash on delivery for deliveries, pay at pickup for pickups: the other one is not offered. */
export function PaymentChoice({ fulfilment }: { fulfilment: FulfilmentMethod }) {
  const method = paymentFor(fulfilment);
  return (
    <fieldset className={styles.fieldset}>
      <legend>Payment</legend>
      <label className={`${styles.option} ${styles.selected}`}>
        <input type="radio" name="payment" value={method} checked readOnly />
        <span>
          <strong>{paymentLabels[method]}</strong>
          <span className={styles.hint}>
            {fulfilment === 'delivery'
              ? 'Pay the rider in cash when your food arrives.'
              : 'Pay at the counter when you collect your order.'}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
