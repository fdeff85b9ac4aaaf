import type { Order } from '@ninetonine/contract';
import { useState } from 'react';
import { Link } from '@/lib/router';
import panel from '@/components/page-panel.module.css';
import styles from './order-screens.module.css';
import { OrderSummary } from './order-summary';
import { RefundNote } from './payment-note';

/**
 * An online order not paid in time: it was never placed and nothing was charged (a payment that
 * still landed late is refunded, and says so). Ordering again puts the same dishes back in the
 * cart at today's prices, as "Order again" on the account page does.
 */
export function PaymentExpired({
  order,
  orderAgain,
}: {
  order: Order;
  /** Puts the order's dishes back in the cart; says what it did (the account page's "Order again"). */
  orderAgain: (order: Order) => Promise<string>;
}) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const onOrderAgain = async () => {
    setAdding(true);
    try {
      setAdded(await orderAgain(order));
    } catch {
      setAdded('We could not check today’s menu. Please try again.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={`card ${panel.panel} ${panel.summary}`} data-testid="payment-expired">
      <p className={panel.lead}>
        Order <strong data-testid="order-number">{order.number}</strong>
      </p>
      {order.payment.paidAt ? <RefundNote order={order} /> : <p>Nothing was charged.</p>}
      <p>
        To order the same again, put these dishes back in your cart and check out once more
        {order.couponCode ? `; your code ${order.couponCode} can be used again` : ''}.
      </p>
      <p role="status" className={styles.reorder}>
        {added && (
          <>
            {added} <Link to="/checkout">Go to checkout</Link>
          </>
        )}
      </p>
      <div className={panel.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={adding}
          aria-busy={adding}
          onClick={() => void onOrderAgain()}
        >
          {adding ? 'Adding to your cart…' : 'Put these dishes back in my cart'}
        </button>
        <Link to="/menu" className="btn">
          Browse the menu
        </Link>
      </div>
      <OrderSummary order={order} />
    </div>
  );
}
