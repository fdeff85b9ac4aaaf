import { isFinalStatus } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AddressText } from '@/features/addresses/page-parts';
import { paymentLabels } from '@/features/checkout';
import { orderQuery, OrderRequestError } from '@/features/orders';
import {
  MoneyTotals,
  OrderLines,
  OrderStatusBadge,
  OrderTimeline,
  useOrderEvents,
} from '@/features/orders/page-parts';
import { PushOptIn } from '@/features/pwa/page-parts';
import { CancelOrder } from './cancel-order';
import styles from './checkout-pages.module.css';
import { OrderProgress } from './order-progress';

/** While the live stream is down, the order is asked for this often. */
const POLL_MS = 5_000;

/**
 * /order-confirmation?id=: the order, its live progress (or why it stopped) at the top, and while
 * allowed its cancel button, which asks first.
 */
export default function OrderConfirmationPage() {
  useDocumentTitle('Order confirmation');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [live, setLive] = useState(true);
  const order = useQuery({
    ...orderQuery(id),
    enabled: id !== '',
    // The fallback when the live stream drops: ask every few seconds until it is back.
    refetchInterval: (q) =>
      !live && q.state.data && !isFinalStatus(q.state.data.status) ? POLL_MS : false,
  });
  const liveState = useOrderEvents(order.data);
  if ((liveState === 'live') !== live) setLive(liveState === 'live');

  if (!id) {
    return (
      <section className={`page ${styles.wrap}`}>
        <h1>Order confirmation</h1>
        <StatePanel
          icon="cart"
          title="There is no order to show"
          actions={
            <Link to="/menu" className="btn btn-primary">
              Browse the menu
            </Link>
          }
        >
          <p>When you place an order, its confirmation and live status appear here.</p>
        </StatePanel>
      </section>
    );
  }
  if (order.isPending) return <BurgerLoader />;
  if (order.isError) {
    const missing = order.error instanceof OrderRequestError && order.error.status === 404;
    return (
      <section className={`page ${styles.wrap}`}>
        <h1>Order confirmation</h1>
        <StatePanel
          icon="pan"
          tone="error"
          title={missing ? 'We could not find this order' : 'The order did not load'}
          actions={
            missing ? (
              <Link to="/accounts" className="btn btn-primary">
                Your orders
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void order.refetch()}
              >
                Try again
              </button>
            )
          }
        >
          <p>{missing ? 'It may belong to another account.' : order.error.message}</p>
        </StatePanel>
      </section>
    );
  }

  const o = order.data;
  const final = isFinalStatus(o.status);

  return (
    <section className={`page ${styles.wrap}`} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">
        {o.status === 'placed' ? 'Thank you, your order is placed' : `Order ${o.number}`}
      </h1>
      <div className={`card ${styles.panel} ${styles.summary}`}>
        <div className={styles.summaryHead}>
          <p className={styles.lead}>
            Order <strong data-testid="order-number">{o.number}</strong>
          </p>
          <OrderStatusBadge status={o.status} />
        </div>
        <OrderProgress order={o} />
        {!final && (
          <PushOptIn
            topic="orders"
            label="Get updates on this order"
            onText="Notifications are on: this device tells you when your order changes, even with this page closed."
          />
        )}
        <p className={styles.live} role="status">
          {final
            ? ''
            : liveState === 'live'
              ? 'Live: this page updates as the kitchen works on your order.'
              : liveState === 'reconnecting'
                ? 'Reconnecting to live updates… meanwhile we check your order every few seconds.'
                : 'Connecting to live updates…'}
        </p>
        <dl className={styles.meta}>
          <div>
            <dt>{o.fulfilment === 'delivery' ? 'Delivery to' : 'Pickup from'}</dt>
            <dd>
              {o.fulfilment === 'delivery' && o.address ? (
                <AddressText address={o.address} />
              ) : (
                (o.pickupAddress ?? 'The restaurant')
              )}
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentLabels[o.paymentMethod]}</dd>
          </div>
          {o.note && (
            <div>
              <dt>Note for the kitchen</dt>
              <dd>{o.note}</dd>
            </div>
          )}
        </dl>
        <OrderLines lines={o.lines} caption="Items in this order" />
        <MoneyTotals totals={o} fulfilment={o.fulfilment} couponCode={o.couponCode} />
        <h2 className={styles.sectionTitle}>Status history</h2>
        <OrderTimeline order={o} />
        <div className={styles.actions}>
          <CancelOrder order={o} />
          <Link to="/accounts" className="btn">
            Your orders
          </Link>
          <Link to="/menu" className="btn btn-primary">
            Back to the menu
          </Link>
        </div>
      </div>
    </section>
  );
}
