import type { RestaurantFormat, StaffOrder } from '@ninetonine/contract';
import {
  fulfilmentLabels,
  paymentMethodStaffLabels,
  restaurantDay,
} from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { Link } from '@/lib/router';
import { canReject, dueAt, NEXT_ACTION_LABELS, nextStepOf } from '../board-model';
import screen from '@/components/staff-screen.module.css';
import styles from './orders-board.module.css';
import { LineOptions } from '@/components/line-options';
import { MailProblems } from './mail-problems';
import { PaymentBadge } from './payment-badge';
import { RefundsList } from './refunds-list';
import { RiderChoice } from './rider-choice';

/** "18:30", or the date too when the booking is for another day than it was placed. */
function scheduledLabel(order: StaffOrder, format: RestaurantFormat) {
  const at = order.scheduledFor!;
  const { timeZone } = format.settings;
  return restaurantDay(new Date(at), timeZone) ===
    restaurantDay(new Date(order.createdAt), timeZone)
    ? format.clock(at)
    : format.dateTime(at);
}

const chipClass: Record<StaffOrder['fulfilment'], string | undefined> = {
  delivery: styles.delivery,
  pickup: styles.pickup,
  dine_in: styles.dineIn,
};

const MINUTE = 60_000;
/** "12 min", "1 h 05 min". */
function minutesLabel(ms: number) {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  return minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

interface OrderCardProps {
  order: StaffOrder;
  /** The board's clock (a minute's precision): the waiting time and lateness count from it. */
  now: number;
  /** Just arrived live: highlighted until touched. */
  fresh: boolean;
  /** Its move is on its way to the server: no second tap meanwhile. */
  busy: boolean;
  onTouch: (id: string) => void;
  onMove: (order: StaffOrder) => void;
  onReject: (order: StaffOrder) => void;
  /** Prints its kitchen ticket (decision 0067). */
  onPrint: (order: StaffOrder) => void;
}

/** One order on the board: what to cook, for whom, and the one button that moves it on. */
export function OrderCard({
  order,
  now,
  fresh,
  busy,
  onTouch,
  onMove,
  onReject,
  onPrint,
}: OrderCardProps) {
  const format = useRestaurantFormat();
  const due = dueAt(order);
  const late = now - due;
  const next = nextStepOf(order);
  const phone = order.address?.phone || order.customer.phone;
  const rejection = order.status === 'rejected' ? order.history.at(-1)?.reason : null;
  return (
    <article
      className={`${styles.card} ${fresh ? styles.fresh : ''}`}
      aria-label={`Order ${order.number}`}
      data-testid="board-order"
      // Acknowledged when tapped or used by keyboard; not on pointer-down or focus, which come
      // before the click: the alert leaving would shift the card from under the finger.
      onClick={() => onTouch(order._id)}
      onKeyDown={() => onTouch(order._id)}
    >
      <header className={styles.cardHead}>
        <h3 className={styles.number}>{order.number}</h3>
        {fresh && <span className={styles.newBadge}>New</span>}
        <span className={`chip ${chipClass[order.fulfilment]}`}>
          {fulfilmentLabels[order.fulfilment]}
        </span>
        {/* A dine-in round's table (decision 0094): where the food goes. */}
        {order.table && (
          <span className={`chip ${styles.table}`} data-testid="order-table">
            {order.table.name}
          </span>
        )}
        <PaymentBadge payment={order.payment} method={order.paymentMethod} />
        {order.scheduledFor && (
          <span className={`chip ${styles.scheduled}`}>
            Scheduled {scheduledLabel(order, format)}
          </span>
        )}
        <span className={styles.placedAt}>
          Placed <time dateTime={order.createdAt}>{format.clock(order.createdAt)}</time>
        </span>
      </header>
      <p className={styles.timing}>
        <span data-testid="order-waiting">
          Waiting {minutesLabel(now - Date.parse(order.createdAt))}
        </span>
        <span className={late >= MINUTE ? styles.late : undefined} data-testid="order-due">
          Due{' '}
          <time dateTime={new Date(due).toISOString()}>
            {format.clockOrWeekday(new Date(due), new Date(now))}
          </time>
          {late >= MINUTE && ` · ${minutesLabel(late)} late`}
        </span>
      </p>

      <ul className={styles.lines} aria-label="Dishes">
        {order.lines.map((line, i) => (
          <li key={`${line.foodId}-${line.size}-${i}`}>
            <strong>{line.quantity} ×</strong> {line.name}{' '}
            <span className="muted">({line.size})</span>
            <LineOptions options={line.options} />
          </li>
        ))}
      </ul>
      {order.note && (
        <p className={styles.note}>
          <strong>Note:</strong> {order.note}
        </p>
      )}
      {order.contactless && (
        <p className={styles.note}>
          <strong>Leave at the door</strong> (contactless)
        </p>
      )}

      <MailProblems problems={order.mailProblems} />
      {/* A refund the provider refused needs someone: its reason, on the card (0080). */}
      {order.refunds.some((r) => r.retryable) && (
        <RefundsList order={{ ...order, refunds: order.refunds.filter((r) => r.retryable) }} />
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
        <RiderChoice order={order} />
        <div>
          <dt>Total</dt>
          <dd>
            {format.price(order.total)} · {paymentMethodStaffLabels[order.paymentMethod]}
            {order.payment.refund && (
              <span className="muted">
                {' '}
                (refund of {format.price(order.payment.refund.amount)})
              </span>
            )}
          </dd>
        </div>
        {rejection && (
          <div>
            <dt>Reason</dt>
            <dd>{rejection}</dd>
          </div>
        )}
      </dl>

      <div className={screen.actions}>
        {next && (
          <button
            type="button"
            className={`btn btn-primary ${styles.nextButton}`}
            disabled={busy}
            // The second click of a double tap (detail 2) is not a second step.
            onClick={(e) => e.detail > 1 || onMove(order)}
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
        <button type="button" className="btn btn-ghost" onClick={() => onPrint(order)}>
          Print ticket
        </button>
        <Link className="btn btn-ghost" to={`/admin/orders/${order._id}`}>
          Details
        </Link>
      </div>
    </article>
  );
}
