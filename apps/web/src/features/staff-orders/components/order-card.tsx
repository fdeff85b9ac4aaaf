import type { StaffOrder } from '@ninetonine/contract';
import { formatPrice } from '@ninetonine/contract/core';
import { canReject, NEXT_ACTION_LABELS, nextStepOf } from '../board-model';
import styles from './orders-board.module.css';

const paymentLabels: Record<StaffOrder['paymentMethod'], string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
};

export const clockTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(iso));

/** "18:30", or "Tue 24 Nov 18:30" when the booking is for another day than it was placed. */
function scheduledLabel(order: StaffOrder, timeZone: string) {
  const at = order.scheduledFor!;
  if (dayOf(at, timeZone) === dayOf(order.createdAt, timeZone)) return clockTime(at, timeZone);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(at));
  return `${day} ${clockTime(at, timeZone)}`;
}

interface OrderCardProps {
  order: StaffOrder;
  timeZone: string;
  /** Just arrived live: highlighted until touched. */
  fresh: boolean;
  /** Its move is on its way to the server: no second tap meanwhile. */
  busy: boolean;
  onTouch: (id: string) => void;
  onMove: (order: StaffOrder) => void;
  onReject: (order: StaffOrder) => void;
}

/** One order on the board: what to cook, for whom, and the one button that moves it on. */
export function OrderCard({
  order,
  timeZone,
  fresh,
  busy,
  onTouch,
  onMove,
  onReject,
}: OrderCardProps) {
  const next = nextStepOf(order);
  const phone = order.address?.phone || order.customer.phone;
  const rejection = order.status === 'rejected' ? order.history.at(-1)?.reason : null;
  return (
    <article
      className={`${styles.card} ${fresh ? styles.fresh : ''}`}
      aria-label={`Order ${order.number}`}
      data-testid="board-order"
      onPointerDown={() => onTouch(order._id)}
      onFocus={() => onTouch(order._id)}
    >
      <header className={styles.cardHead}>
        <h3 className={styles.number}>{order.number}</h3>
        {fresh && <span className={styles.newBadge}>New</span>}
        <span
          className={`chip ${order.fulfilment === 'delivery' ? styles.delivery : styles.pickup}`}
        >
          {order.fulfilment === 'delivery' ? 'Delivery' : 'Pickup'}
        </span>
        {order.scheduledFor && (
          <span className={`chip ${styles.scheduled}`}>
            Scheduled {scheduledLabel(order, timeZone)}
          </span>
        )}
        <span className={styles.placedAt}>
          Placed <time dateTime={order.createdAt}>{clockTime(order.createdAt, timeZone)}</time>
        </span>
      </header>

      <ul className={styles.lines} aria-label="Dishes">
        {order.lines.map((line, i) => (
          <li key={`${line.foodId}-${line.size}-${i}`}>
            <strong>{line.quantity} ×</strong> {line.name}{' '}
            <span className="muted">({line.size})</span>
          </li>
        ))}
      </ul>
      {order.note && (
        <p className={styles.note}>
          <strong>Note:</strong> {order.note}
        </p>
      )}

      <dl className={styles.details}>
        <div>
          <dt>Customer</dt>
          <dd>
            {order.address?.name || order.customer.name}
            {phone && (
              <>
                {' · '}
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </>
            )}
          </dd>
        </div>
        {order.fulfilment === 'delivery' && order.address && (
          <div>
            <dt>Deliver to</dt>
            <dd>
              {[
                order.address.line1,
                order.address.line2,
                order.address.city,
                order.address.postalCode,
              ]
                .filter(Boolean)
                .join(', ')}
              {order.address.notes && <span className="muted"> ({order.address.notes})</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd>
            {formatPrice(order.total)} · {paymentLabels[order.paymentMethod]}
          </dd>
        </div>
        {rejection && (
          <div>
            <dt>Reason</dt>
            <dd>{rejection}</dd>
          </div>
        )}
      </dl>

      {(next || canReject(order)) && (
        <div className={styles.actions}>
          {next && (
            <button
              type="button"
              className={`btn btn-primary ${styles.nextButton}`}
              disabled={busy}
              onClick={() => onMove(order)}
            >
              {NEXT_ACTION_LABELS[next] ?? next}
            </button>
          )}
          {canReject(order) && (
            <button
              type="button"
              className={`btn btn-ghost ${styles.rejectButton}`}
              disabled={busy}
              onClick={() => onReject(order)}
            >
              Reject
            </button>
          )}
        </div>
      )}
    </article>
  );
}
