import { Link } from 'react-router';
import styles from './checkout-pages.module.css';

/** Checkout arrives with the orders work; until then, say so plainly and keep the cart safe. */
export default function CheckoutPage() {
  return (
    <section className={`page ${styles.wrap}`}>
      <h1>Checkout</h1>
      <div className={`card ${styles.panel}`}>
        <p className={styles.lead}>Online checkout is opening soon.</p>
        <p className="muted">
          Your cart is saved on this device (and on your account when you are signed in), so nothing
          is lost. Until then, call us to order for delivery or pickup, every day from 9:00 to
          21:00.
        </p>
        <div className={styles.actions}>
          <Link to="/cart" className="btn btn-primary">
            Back to your cart
          </Link>
          <Link to="/contact-us" className="btn">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
