import { fulfilmentLabels } from '@ninetonine/contract/core';
import type { Order } from '@ninetonine/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Link } from '@/lib/router';
import { ordersQuery } from '@/features/orders';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders/page-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useOrderAgain } from './use-order-again';
import { Pager } from '@/components/pager';
import styles from './account-page.module.css';

/** The customer's orders, newest first, a page at a time. */
export function OrderHistory() {
  const [page, setPage] = useState(1);
  const history = useQuery(ordersQuery(page));
  const orderAgain = useOrderAgain();
  const format = useRestaurantFormat();
  const [reordering, setReordering] = useState<string | null>(null);
  const [reorderMessage, setReorderMessage] = useState<{ id: string; text: string } | null>(null);

  const onOrderAgain = async (order: Order) => {
    setReordering(order._id);
    try {
      setReorderMessage({ id: order._id, text: await orderAgain(order) });
    } catch {
      setReorderMessage({
        id: order._id,
        text: 'We could not check today’s menu. Please try again.',
      });
    } finally {
      setReordering(null);
    }
  };

  const now = new Date();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="orders-heading">
      <h2 id="orders-heading">Your orders</h2>
      <QueryState
        query={history}
        errorTitle="Your orders didn't load"
        loading={<p role="status">Loading your orders…</p>}
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <p className="muted">
            No orders yet. <Link to="/menu">Find something on the menu</Link>.
          </p>
        }
      >
        {({ orders, pagination }) => (
          <>
            <ul className={styles.orders} aria-label="Orders" aria-busy={history.isFetching}>
              {orders.map((order) => (
                <li key={order._id} className={styles.order} data-testid="order-row">
                  <div className={styles.orderHead}>
                    <Link to={`/order-confirmation?id=${encodeURIComponent(order._id)}`}>
                      Order {order.number}
                    </Link>
                    <span className={styles.badges}>
                      <OrderStatusBadge status={order.status} />
                      <PaymentStatusBadge payment={order.payment} />
                    </span>
                  </div>
                  <p className="muted">
                    <time dateTime={order.createdAt}>
                      {format.dayAndClock(order.createdAt, now)}
                    </time>{' '}
                    · {fulfilmentLabels[order.fulfilment]} · {format.price(order.total)}
                  </p>
                  <p className={styles.orderItems}>
                    {order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
                  </p>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={reordering !== null}
                    aria-busy={reordering === order._id}
                    onClick={() => void onOrderAgain(order)}
                  >
                    {reordering === order._id ? 'Adding to your cart…' : 'Order again'}
                  </button>
                  {reorderMessage?.id === order._id && (
                    <p role="status" className={styles.reorder}>
                      {reorderMessage.text} <Link to="/cart">Go to your cart</Link>
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <Pager
              label="Order pages"
              page={page}
              totalPages={pagination.totalPages}
              onPage={setPage}
              previousLabel="Newer orders"
              nextLabel="Older orders"
              summary={`Page ${pagination.page} of ${pagination.totalPages}`}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
