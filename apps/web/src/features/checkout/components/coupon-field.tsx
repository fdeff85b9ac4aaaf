import { useRef, useState, type FormEvent } from 'react';
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
const COUPON_MAX = 40;

/**
 * A coupon code: apply it, see whether the server took it (and why not, beside the field), try
 * another or remove it. A refused code never blocks the order: it goes ahead without it, at the
 * total shown (decision 0051). The field stays where it is, so focus stays on it after applying.
 */
export function CouponField({ applied, verdict, onApply, onRemove, checking }: CouponFieldProps) {
  const [text, setText] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const code = text.trim().toUpperCase();
    if (!CODE.test(code)) {
      setError(code ? 'Coupon codes are letters and digits' : 'Enter a coupon code');
      return;
    }
    setError(null);
    setText(code);
    onApply(code);
  };

  const known = applied !== '' && verdict?.code === applied && !checking;
  const taken = known && verdict.applied;
  const refused = known && !verdict.applied;
  const status = !applied
    ? ''
    : !known
      ? `Checking ${applied}…`
      : taken
        ? `${applied} applied.`
        : `${verdict.reason ?? `${applied} cannot be used for this order.`} You can order without it.`;
  const message = error ?? (refused ? status : null);

  return (
    <div className={styles.coupon} data-testid="coupon">
      <form className={styles.couponForm} onSubmit={apply} noValidate aria-label="Apply a coupon">
        <div className="field">
          <label htmlFor="checkout-coupon">Coupon code</label>
          <input
            ref={input}
            id="checkout-coupon"
            className="input"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={COUPON_MAX}
            aria-invalid={message ? true : undefined}
            aria-describedby="checkout-coupon-status"
          />
        </div>
        <button type="submit" className="btn">
          Apply
        </button>
        {applied && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              onRemove();
              setText('');
              setError(null);
              // The button goes away with the code: focus back to the field it belongs to.
              input.current?.focus();
            }}
          >
            Remove code
          </button>
        )}
      </form>
      <p
        id="checkout-coupon-status"
        role="status"
        className={message ? `field-error ${styles.couponRefused}` : styles.couponApplied}
      >
        {error ?? status}
      </p>
    </div>
  );
}
