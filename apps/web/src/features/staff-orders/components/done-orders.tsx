import type { StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import {
  LOW_RATING_MAX_STARS,
  orderStatusLabels,
  staffRefundTexts,
} from '@ninetonine/contract/core';
import { Link } from '@/lib/router';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { errorMessage } from '@/lib/api-client';
import { useMoreDoneOrders } from '../api/get-more-done-orders';
import { loadedDoneCount } from '../board-model';
import { PaymentBadge } from './payment-badge';
import styles from './orders-board.module.css';

/**
 * The day's finished orders, folded away: the board loads the newest page of them, and "Show
 * more done orders" the next ones (issue 36, item 4), saying how many of the day's it holds.
 */
const isLow = (o: StaffOrder) => o.rating !== null && o.rating <= LOW_RATING_MAX_STARS;

export function DoneOrders({ board, done }: { board: StaffOrdersResponse; done: StaffOrder[] }) {
  const format = useRestaurantFormat();
  const lowRated = done.filter(isLow).length;
  const more = useMoreDoneOrders();
  const cursor = board.doneCursor;
  return (
    <details className={styles.done}>
      <summary>
        Done today: {done.length}
        {cursor && ` of ${board.doneTotal}`}
        {lowRated > 0 && (
          <span className={styles.lowRating} data-testid="low-ratings">
            {' '}
            · {lowRated} low rating{lowRated === 1 ? '' : 's'}
          </span>
        )}
      </summary>
      <ul>
        {done.map((o) => (
          <li key={o._id} data-testid="done-order">
            <Link to={`/admin/orders/${o._id}`}>
              <strong>{o.number}</strong>
            </Link>{' '}
            {orderStatusLabels[o.status]} at {format.clock(o.updatedAt)}
            {isLow(o) && (
              <span className={`chip ${styles.lowRating}`} data-testid="low-rating">
                Rated {o.rating}★
              </span>
            )}
            {o.status === 'rejected' && o.history.at(-1)?.reason && (
              <span className="muted"> ({o.history.at(-1)?.reason})</span>
            )}
            {/* Paid online: where its money stands (a refund, above all). */}
            {o.payment.provider && (
              <>
                {' '}
                <PaymentBadge payment={o.payment} method={o.paymentMethod} />
              </>
            )}
            {o.refunds
              .filter((r) => r.retryable && r.failureReason)
              .map((r) => (
                <span key={r.id} className="muted" data-testid="refund-refusal">
                  {' '}
                  ({staffRefundTexts.refused}: {r.failureReason})
                </span>
              ))}
          </li>
        ))}
      </ul>
      {cursor && (
        <div className={styles.doneMore}>
          <button
            type="button"
            className="btn btn-small"
            aria-busy={more.isPending}
            disabled={more.isPending}
            onClick={() => more.mutate(cursor)}
          >
            {more.isPending ? 'Loading more done orders…' : 'Show more done orders'}
          </button>
          <p role="status" className="muted">
            {more.isError
              ? `More done orders did not load: ${errorMessage(more.error, 'Please try again.')}`
              : `${loadedDoneCount(board)} of ${board.doneTotal} done orders loaded`}
          </p>
        </div>
      )}
    </details>
  );
}
