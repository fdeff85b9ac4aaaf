import type { Order } from '@ninetonine/contract';
import { isFinalStatus } from '@ninetonine/contract/core';
import { Link } from '@/lib/router';
import { usePrintQueue } from '@/components/print-sheet';
import { PushOptIn } from '@/features/pwa/page-parts';
import { useRestaurant } from '@/features/restaurant';
import { AddressText } from '@/features/addresses/page-parts';
import {
  OrderStatusBadge,
  OrderTimeline,
  PaymentStatusBadge,
  type LiveState,
} from '@/features/orders/page-parts';
import { CancelOrder } from './cancel-order';
import styles from './checkout-pages.module.css';
import { LiveLine } from './live-line';
import { OrderProgress } from './order-progress';
import { OrderReceipt } from './order-receipt';
import { OrderSummary } from './order-summary';
import { PaymentSummary } from './payment-note';

/**
 * The order itself (placed, and paid when paid online): its live progress (or why it stopped)
 * at the top, where it goes and how it is paid, what it holds, its history, and while allowed
 * its cancel button, which asks first.
 */
export function OrderDetails({ order: o, liveState }: { order: Order; liveState: LiveState }) {
  const receipt = usePrintQueue();
  const restaurant = useRestaurant().data?.settings;
  return (
    <>
      <div className={`card ${styles.panel} ${styles.summary}`}>
        <div className={styles.summaryHead}>
          <p className={styles.lead}>
            Order <strong data-testid="order-number">{o.number}</strong>
          </p>
          <span className={styles.badges}>
            <OrderStatusBadge status={o.status} />
            <PaymentStatusBadge payment={o.payment} />
          </span>
        </div>
        <OrderProgress order={o} />
        {!isFinalStatus(o.status) && (
          <PushOptIn
            topic="orders"
            label="Get updates on this order"
            onText="Notifications are on: this device tells you when your order changes, even with this page closed."
          />
        )}
        <LiveLine state={liveState} final={isFinalStatus(o.status)} />
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
            <dd>
              <PaymentSummary order={o} />
            </dd>
          </div>
          {o.note && (
            <div>
              <dt>Note for the kitchen</dt>
              <dd>{o.note}</dd>
            </div>
          )}
        </dl>
        <OrderSummary order={o} />
        <h2 className={styles.sectionTitle}>Status history</h2>
        <OrderTimeline order={o} />
        <div className={styles.actions}>
          <CancelOrder order={o} />
          <button
            type="button"
            className="btn"
            onClick={() => receipt.print(<OrderReceipt order={o} restaurant={restaurant} />)}
          >
            Print receipt
          </button>
          <Link to="/accounts" className="btn">
            Your orders
          </Link>
          <Link to="/menu" className="btn btn-primary">
            Back to the menu
          </Link>
        </div>
      </div>
      {receipt.sheet}
    </>
  );
}
