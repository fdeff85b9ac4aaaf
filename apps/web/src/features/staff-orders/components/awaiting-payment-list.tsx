import { fulfilmentLabels } from '@ninetonine/contract/core';
import type { StaffOrder } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { PaymentBadge } from './payment-badge';
import styles from './orders-board.module.css';

/**
 * Online orders still waiting for their money (shown only when asked for): not the kitchen's to
 * cook yet. Each moves to "New" by itself once paid, or expires unpaid.
 */
export function AwaitingPaymentList({ orders }: { orders: StaffOrder[] }) {
  const format = useRestaurantFormat();
  return (
    <section className={styles.awaiting} aria-labelledby="board-awaiting-payment">
      <h2 id="board-awaiting-payment" className={styles.columnTitle}>
        Awaiting payment <span className={styles.count}>{orders.length}</span>
      </h2>
      <p className="muted">Not paid yet: they join New by themselves once paid.</p>
      {orders.length === 0 ? (
        <p className="muted">No orders are waiting for payment.</p>
      ) : (
        <ul>
          {orders.map((o) => (
            <li key={o._id} data-testid="awaiting-payment-order">
              <strong>{o.number}</strong> {format.price(o.total)} · {fulfilmentLabels[o.fulfilment]}{' '}
              · placed <time dateTime={o.createdAt}>{format.clock(o.createdAt)}</time>
              {o.payment.expiresAt && (
                <>
                  {' '}
                  · expires{' '}
                  <time dateTime={o.payment.expiresAt}>{format.clock(o.payment.expiresAt)}</time>
                </>
              )}{' '}
              <PaymentBadge payment={o.payment} method={o.paymentMethod} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
