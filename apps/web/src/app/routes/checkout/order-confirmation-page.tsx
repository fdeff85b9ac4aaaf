import { Link } from 'react-router';
import styles from './checkout-pages.module.css';

/** Shows the placed order once checkout exists; reached directly, there is nothing to confirm. */
export default function OrderConfirmationPage() {
  return (
    <section className={`page ${styles.wrap}`}>
      <h1>Order confirmation</h1>
      <div className={`card ${styles.panel}`}>
        <p className={styles.lead}>There is no recent order to show.</p>
        <p className="muted">
          When you place an order, its confirmation and live status appear here.
        </p>
        <div className={styles.actions}>
          <Link to="/menu" className="btn btn-primary">
            Browse the menu
          </Link>
        </div>
      </div>
    </section>
  );
}
