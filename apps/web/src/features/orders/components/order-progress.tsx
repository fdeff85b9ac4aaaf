import type { Order, RestaurantSettings } from '@ninetonine/contract';
import { isFinalStatus, orderStatusLabels } from '@ninetonine/contract/core';
import { OrderTracker } from './order-tracker';
import { RiderOnTheWay } from './rider-on-the-way';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './order-screens.module.css';
import { paidOnline, RefundNote } from './payment-note';

const MINUTE = 60_000;

/** Why an order stopped, in the customer's words, with what it means for them. */
function Stopped({ order }: { order: Order }) {
  const entry = order.history.findLast((h) => h.status === order.status);
  const rejected = order.status === 'rejected';
  return (
    <div className={`alert ${styles.stopped}`} role="status" data-testid="order-stopped">
      <p>
        <strong>
          {rejected ? 'The restaurant could not take this order.' : 'This order was cancelled.'}
        </strong>
      </p>
      {entry?.reason && <p>{rejected ? `Reason: ${entry.reason}` : entry.reason}</p>}
      {paidOnline(order) ? (
        <>
          <RefundNote order={order} />
          {order.couponCode && <p>Your code {order.couponCode} can be used again.</p>}
        </>
      ) : (
        <p>
          Nothing was paid
          {order.couponCode ? `, and your code ${order.couponCode} can be used again` : ''}.
        </p>
      )}
    </div>
  );
}

/**
 * The top of the order page (issue 19 #14): a stopped order's reason first; else the step
 * tracker and when it comes (a chosen slot as its range, else the estimate), until it is done;
 * then when it was done. The restaurant's phone (from its settings) to call about it.
 */
export function OrderProgress({
  order,
  settings,
}: {
  order: Order;
  settings: RestaurantSettings | undefined;
}) {
  const format = useRestaurantFormat();
  const now = new Date();
  const stopped = order.status === 'cancelled' || order.status === 'rejected';
  const done = isFinalStatus(order.status) && !stopped;
  const delivery = order.fulfilment === 'delivery';

  let when: string | null = null;
  if (done) {
    const at = order.history.findLast((h) => h.status === order.status)?.at;
    if (at) when = `${orderStatusLabels[order.status]} ${format.dayAndClock(at, now)}`;
  } else if (!stopped && order.scheduledFor) {
    const start = new Date(order.scheduledFor);
    const range = settings
      ? `${format.dayAndClock(start, now)}–${format.clock(new Date(start.getTime() + settings.slotMinutes * MINUTE))}`
      : format.dayAndClock(start, now);
    when = `${delivery ? 'Delivery' : 'Pickup'} ${range}`;
  } else if (!stopped && order.estimatedAt) {
    when = `${delivery ? 'Arrives' : 'Ready'} at about ${format.dayAndClock(order.estimatedAt, now)}`;
  }

  return (
    <div className={styles.progress}>
      {stopped ? <Stopped order={order} /> : <OrderTracker order={order} />}
      {order.rider && <RiderOnTheWay rider={order.rider} />}
      {when && (
        <p className={styles.when} data-testid="order-when">
          {when}
        </p>
      )}
      {settings?.phone && (
        <p className={styles.call}>
          Questions about your order?{' '}
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} data-testid="restaurant-phone">
            Call {settings.phone}
          </a>
        </p>
      )}
    </div>
  );
}
