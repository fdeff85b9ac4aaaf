import type { Order, RestaurantSettings } from '@ninetonine/contract';
import { isFinalStatus } from '@ninetonine/contract/core';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { usePrintQueue } from '@/components/print-sheet';
import { AddressText } from '@/components/address-text';
import type { LiveState } from '@/hooks/use-order-stream';
import { PaymentStatusBadge } from './payment-badge';
import { OrderStatusBadge, OrderTimeline } from './order-timeline';
import { CancelOrder } from './cancel-order';
import panel from '@/components/page-panel.module.css';
import styles from './order-screens.module.css';
import { LiveLine } from './live-line';
import { OrderProgress } from './order-progress';
import { OrderReceipt } from './order-receipt';
import { OrderSummary } from './order-summary';
import { PaymentSummary } from './payment-note';
import { MenuLink } from '@/components/menu-link';

/**
 * Whether the order has its GST invoice (decision 0082): paid online, or a cash order handed
 * over, while the restaurant has a GSTIN. The invoice page says so if it is not issued after all.
 */
const hasInvoice = (o: Order, restaurant: RestaurantSettings | undefined) =>
  Boolean(restaurant?.gst.gstin) &&
  (o.payment.paidAt !== null || o.status === 'delivered' || o.status === 'picked_up');

/**
 * The order itself (placed, and paid when paid online): its live progress (or why it stopped)
 * at the top, where it goes and how it is paid, what it holds, its history, and while allowed
 * its cancel button, which asks first.
 */
export function OrderDetails({
  order: o,
  liveState,
  restaurant,
  pushOptIn,
}: {
  order: Order;
  liveState: LiveState;
  restaurant: RestaurantSettings | undefined;
  /** Offered while the order is under way: the page brings it from the pwa feature. */
  pushOptIn: ReactNode;
}) {
  const receipt = usePrintQueue();
  return (
    <>
      <div className={`card ${panel.panel} ${panel.summary}`}>
        <div className={panel.summaryHead}>
          <p className={panel.lead}>
            Order <strong data-testid="order-number">{o.number}</strong>
          </p>
          <span className={styles.badges}>
            <OrderStatusBadge status={o.status} />
            <PaymentStatusBadge payment={o.payment} />
          </span>
        </div>
        <OrderProgress order={o} settings={restaurant} />
        {!isFinalStatus(o.status) && pushOptIn}
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
        <h2 className={panel.sectionTitle}>Status history</h2>
        <OrderTimeline order={o} />
        <div className={panel.actions}>
          <CancelOrder order={o} />
          <button
            type="button"
            className="btn"
            onClick={() => receipt.print(<OrderReceipt order={o} restaurant={restaurant} />)}
          >
            Print receipt
          </button>
          {hasInvoice(o, restaurant) && (
            <Link to={`/invoice?id=${encodeURIComponent(o._id)}`} className="btn">
              Tax invoice
            </Link>
          )}
          <Link to="/accounts" className="btn">
            Your orders
          </Link>
          <MenuLink>Back to the menu</MenuLink>
        </div>
      </div>
      {receipt.sheet}
    </>
  );
}
