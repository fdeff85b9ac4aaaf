import { useState, type FormEvent } from 'react';
import styles from './checkout.module.css';

interface CouponFieldProps {
  /** The code applied to the quote ('' when none). */
  applied: string;
  /** The server's verdict on the applied code, once quoted. */
  verdict: { code: string; applied: boolean; reason: string | null } | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** A quote for the applied code is on its way. */
  checking: boolean;
}

const CODE = /^[A-Z0-9_-]{1,40}$/;

/** A coupon code: apply it, see whether the server took it (and why not), remove it. */
export function CouponField({ applied, verdict, onApply, onRemove, checking }: CouponFieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim().toUpperCase();
    if (!CODE.test(code)) {
      setError(code ? 'Coupon codes are letters and digits' : 'Enter a coupon code');
      return;
    }
    setError(null);
    onApply(code);
  };

  if (applied) {
    const taken = verdict?.code === applied && verdict.applied;
    const refused = verdict?.code === applied && !verdict.applied;
    return (
      <div className={styles.coupon} data-testid="coupon">
        <p role="status" className={refused ? styles.couponRefused : styles.couponApplied}>
          {checking || !verdict
            ? `Checking ${applied}…`
            : taken
              ? `${applied} applied.`
              : refused
                ? (verdict.reason ?? `${applied} cannot be used for this order.`)
                : `Checking ${applied}…`}
        </p>
        <button type="button" className="btn btn-small" onClick={onRemove}>
          Remove code
        </button>
      </div>
    );
  }
  return (
    <form className={styles.couponForm} onSubmit={apply} noValidate aria-label="Apply a coupon">
      <div className="field">
        <label htmlFor="checkout-coupon">Coupon code</label>
        <input
          id="checkout-coupon"
          className="input"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-coupon-error' : undefined}
        />
        {error && (
          <p className="field-error" id="checkout-coupon-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn">
        Apply
      </button>
    </form>
  );
}
