import { Link } from '@/lib/router';
import type { CartState } from '../cart-slice';
import { itemCountLabel } from './cart-link';
import styles from './cart-summary.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

interface CartSummaryProps {
  cart: CartState;
  onClear: () => void;
}

/** Totals, the way to checkout (closed while a line cannot be ordered) and "Clear cart". */
export function CartSummary({ cart, onClear }: CartSummaryProps) {
  const format = useRestaurantFormat();
  const blocked = cart.items.some((i) => i.available === false);
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        Order summary
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>Items</dt>
          <dd>{itemCountLabel(cart.totalQuantity)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{format.price(cart.totalAmount)}</dd>
        </div>
      </dl>
      <p className={styles.note}>Delivery and taxes, if any, are shown at checkout.</p>
      {blocked ? (
        <>
          <button
            type="button"
            className={`btn btn-primary ${styles.checkout}`}
            disabled
            aria-describedby="cart-blocked"
          >
            Checkout
          </button>
          <p id="cart-blocked" className={styles.blocked}>
            Remove the items that are no longer available to check out.
          </p>
        </>
      ) : (
        <Link to="/checkout" className={`btn btn-primary ${styles.checkout}`}>
          Checkout
        </Link>
      )}
      <button type="button" className={`btn btn-ghost ${styles.clear}`} onClick={onClear}>
        Clear cart
      </button>
    </section>
  );
}
