import { paymentMethods, type PaymentMethod } from '@ninetonine/contract';
import type { ReactNode } from 'react';
import styles from './staff-settings.module.css';

const CHOICES: Record<PaymentMethod, { label: string; hint: string }> = {
  online: {
    label: 'Online',
    hint: 'On your payment provider’s page (UPI, cards and wallets with Razorpay; cards with Stripe); the kitchen sees the order once it is paid.',
  },
  cash_on_delivery: {
    label: 'Cash on delivery',
    hint: 'Cash (or card) to the rider. Deliveries only.',
  },
  pay_at_pickup: { label: 'Pay at pickup', hint: 'At the counter. Pickup orders only.' },
};

/** Online first, as checkout lists it. */
const ORDER: readonly PaymentMethod[] = [
  ...paymentMethods.filter((m) => m === 'online'),
  ...paymentMethods.filter((m) => m !== 'online'),
];

/**
 * The ways to pay an admin turns on or off (decision 0063). Online needs the provider's keys on
 * the server: without them its box cannot be ticked and the screen says why.
 */
export function PaymentMethodsFieldset({
  enabled,
  onlineConfigured,
  error,
  cash,
  onChange,
}: {
  enabled: readonly PaymentMethod[];
  onlineConfigured: boolean;
  error: string | null;
  /** Cash on delivery's cap and the riders' UPI QR (decision 0090), under the methods. */
  cash?: ReactNode;
  onChange: (next: PaymentMethod[]) => void;
}) {
  return (
    <fieldset className={styles.group} aria-describedby="payment-methods-note">
      <legend>Ways to pay</legend>
      <p className="muted" id="payment-methods-note">
        Customers choose one of these at checkout. Deliveries and pickups each need one that is on.
      </p>
      {ORDER.map((method) => {
        const unavailable = method === 'online' && !onlineConfigured;
        const hintId = `payment-method-${method}-hint`;
        return (
          <div key={method}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="paymentMethodsEnabled"
                value={method}
                checked={enabled.includes(method) && !unavailable}
                disabled={unavailable}
                aria-describedby={hintId}
                onChange={(e) =>
                  onChange(
                    paymentMethods.filter((m) =>
                      m === method ? e.target.checked : enabled.includes(m),
                    ),
                  )
                }
              />
              {CHOICES[method].label}
            </label>
            <p className={`muted ${styles.methodHint}`} id={hintId}>
              {unavailable
                ? 'Not available yet: your payment provider’s account (Razorpay, or Stripe outside India) is not connected to this server. Ask whoever runs the server to connect it; then you can turn it on here.'
                : CHOICES[method].hint}
            </p>
          </div>
        );
      })}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {cash}
    </fieldset>
  );
}
