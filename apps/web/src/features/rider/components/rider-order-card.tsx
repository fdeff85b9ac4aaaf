import type { RiderOrder } from '@ninetonine/contract';
import { mapsLink, orderStatusLabels } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import type { RiderAction } from '../api/rider-orders';
import { RiderUpi } from './rider-upi';
import styles from './rider.module.css';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The rider's one next step from where the order is: picked up, then delivered. */
const NEXT_MOVE = {
  ready: { from: 'ready', to: 'out_for_delivery', label: 'Picked up' },
  out_for_delivery: { from: 'out_for_delivery', to: 'delivered', label: 'Delivered' },
} as const;

/**
 * One delivery on the rider's phone: where it goes (a link that opens the phone's own maps app),
 * whom to call, what to collect, and the one button for the next step.
 */
export function RiderOrderCard({
  order,
  busy,
  onAction,
}: {
  order: RiderOrder;
  busy: boolean;
  onAction: (action: RiderAction) => void;
}) {
  const format = useRestaurantFormat();
  const { address } = order;
  const where = [address.line1, address.line2, address.city, address.postalCode]
    .filter(Boolean)
    .join(', ');
  const out = order.status === 'out_for_delivery';
  const move =
    order.status === 'ready' || order.status === 'out_for_delivery'
      ? NEXT_MOVE[order.status]
      : undefined;
  return (
    <article className={styles.card} aria-label={`Order ${order.number}`}>
      <header className={styles.head}>
        <h2 className={styles.number}>{order.number}</h2>
        <span className="chip">{orderStatusLabels[order.status]}</span>
      </header>
      <p className={styles.address}>
        <strong>{address.name || order.customerName}</strong>
        <br />
        {where}
        {address.notes && <span className="muted"> ({address.notes})</span>}
      </p>
      <div className={styles.links}>
        <a className="btn btn-ghost" href={mapsLink(where, navigator.userAgent)}>
          Open in maps
        </a>
        {order.customerPhone && (
          <a className="btn btn-ghost" href={telOf(order.customerPhone)}>
            Call {order.customerPhone}
          </a>
        )}
      </div>
      {order.note && (
        <p>
          <strong>Note:</strong> {order.note}
        </p>
      )}
      <ul className={styles.lines} aria-label="Dishes">
        {order.lines.map((l, i) => (
          <li key={`${l.name}-${l.size}-${i}`}>
            {l.quantity} × {l.name} <span className="muted">({l.size})</span>
          </li>
        ))}
      </ul>
      <p className={styles.cash} data-testid="rider-cash">
        {order.cashToCollect === null
          ? 'Paid online: nothing to collect.'
          : `Collect ${format.price(order.cashToCollect)} in cash.`}
      </p>
      {order.upi && <RiderUpi upi={order.upi} orderNumber={order.number} />}
      {order.tip > 0 && (
        <p data-testid="rider-tip">Tip for you: {format.price(order.tip)} (all yours).</p>
      )}
      {order.contactless && (
        <p className="chip" data-testid="rider-contactless">
          Leave at the door: no hand-over.
        </p>
      )}
      {move && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() =>
            onAction({ kind: 'move', orderId: order._id, status: move.to, from: move.from })
          }
        >
          {move.label}
        </button>
      )}
      {!out && order.status !== 'ready' && (
        <p className="muted">The kitchen is still cooking it.</p>
      )}
    </article>
  );
}
