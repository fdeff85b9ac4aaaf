import type { StaffOrder } from '@ninetonine/contract';
import {
  LOW_RATING_MAX_STARS,
  orderStatusLabels,
  staffRefundTexts,
  UNDO_OFFER_MS,
} from '@ninetonine/contract/core';
import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { undoTarget } from '@ninetonine/contract/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Link } from '@/lib/router';
import {
  CHANGE_STATUS_KEY,
  useChangeOrderStatus,
  type StatusChange,
} from '../api/change-order-status';
import { boardQuery } from '../api/get-staff-orders';
import { staffOrderKeys } from '../api/staff-order-keys';
import { useListParams } from '@/hooks/use-list-params';
import {
  BOARD_COLUMNS,
  boardParamsOf,
  boardViewFrom,
  groupOrders,
  nextStepOf,
  tabParamOf,
} from '../board-model';
import { useBoardEvents } from '../use-board-events';
import { useMinuteClock } from '../use-minute-clock';
import { useArrivals, useNewOrderAlert } from '../use-new-order-alert';
import { useArrivalsFromReads } from '../use-arrivals-from-reads';
import { useOrderNotifications } from '../use-order-notifications';
import { useTicketPrinting } from '../use-ticket-printing';
import { BoardDeviceSwitches } from './board-device-switches';
import { useOrderChime } from '../use-order-chime';
import { useWideScreen } from '../use-wide-screen';
import { AwaitingPaymentList } from './awaiting-payment-list';
import { BoardToast, type BoardNotice } from './board-toast';
import { BoardToolbar } from './board-toolbar';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { OrderCard } from './order-card';
import { PaymentBadge } from './payment-badge';
import { RejectDialog } from './reject-dialog';
import styles from './orders-board.module.css';

/** While the live stream is down, the board is read this often. */
const POLL_MS = 5_000;

/** The kitchen display: today's orders by status, live, one tap to move each on. */
const isLow = (o: StaffOrder) => o.rating !== null && o.rating <= LOW_RATING_MAX_STARS;

export function OrdersBoard({
  fssaiLicence = '',
}: {
  /** The restaurant's FSSAI licence number, for the tickets' foot (the page reads the settings). */
  fssaiLicence?: string;
} = {}) {
  const queryClient = useQueryClient();
  const format = useRestaurantFormat();
  const wide = useWideScreen();
  const sound = useOrderChime();
  const now = useMinuteClock();
  const arrivals = useArrivals();
  const { arrive, acknowledge } = arrivals;
  const notifications = useOrderNotifications(sound.soundOn);
  const { notify } = notifications;
  // A new order rings and, in a hidden tab, shows a notification: by its event, or by a read.
  const announce = useCallback(
    (order: StaffOrder) => {
      arrive(order._id);
      notify(order);
    },
    [arrive, notify],
  );
  const [notice, setNotice] = useState<BoardNotice | null>(null);
  // The card leaves the board: say why, so the kitchen does not look for it (issue 34, item 16).
  const customerCancelled = useCallback(
    (order: StaffOrder) => {
      acknowledge(order._id);
      setNotice({ message: `Order ${order.number} was cancelled by the customer.` });
    },
    [acknowledge],
  );
  const live = useBoardEvents(announce, customerCancelled);
  const board = useQuery({ ...boardQuery(), refetchInterval: live === 'live' ? false : POLL_MS });
  useArrivalsFromReads(board.data, announce);
  // An order someone else has moved on meanwhile no longer waits.
  const waiting = new Set(
    board.data?.orders
      .filter((o) => o.status === 'placed' && arrivals.arrived.has(o._id))
      .map((o) => o._id),
  );
  const alert = useNewOrderAlert(waiting.size, sound.chime);
  // The filter and the tab are the address's (a reload keeps them, back returns to the last).
  const view = useListParams(['fulfilment', 'scheduled', 'unpaid', 'tab']);
  const { filter, tab } = boardViewFrom(view.filters);
  const [rejecting, setRejecting] = useState<StaffOrder | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const refused = useCallback((message: string) => setNotice({ message }), []);
  // One change per tap: a second tap on a card whose move is on its way is dropped at once
  // (before the disabled button has even rendered).
  const inFlight = useRef(new Set<string>());
  const move = useChangeOrderStatus(refused, offerUndo);
  function send(change: StatusChange) {
    const id = change.order._id;
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    acknowledge(id);
    const done = () => inFlight.current.delete(id);
    move.mutateAsync(change).then(done, done);
  }
  /** A step forward can be taken back for a few seconds; an undo or a rejection cannot. */
  function offerUndo(order: StaffOrder, change: StatusChange) {
    const back = undoTarget(order.status);
    if (!back || back !== change.order.status) return;
    setNotice({
      message: `Order ${order.number}: ${orderStatusLabels[order.status]}.`,
      forMs: UNDO_OFFER_MS,
      action: { label: 'Undo', run: () => send({ order, status: back }) },
    });
  }
  const moving = useMutationState({
    filters: { mutationKey: CHANGE_STATUS_KEY, status: 'pending' },
    select: (m) => (m.state.variables as StatusChange | undefined)?.order._id,
  });
  const printing = useTicketPrinting(board.data?.orders, moving, fssaiLicence);

  // At the end of the restaurant's day the board turns to the new one.
  const dayEnd = board.data?.range.end;
  useEffect(() => {
    if (!dayEnd) return;
    const wait = Math.min(Math.max(Date.parse(dayEnd) - Date.now() + 1_000, 1_000), 2 ** 31 - 1);
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: staffOrderKeys.board() }),
      wait,
    );
    return () => clearTimeout(timer);
  }, [dayEnd, queryClient]);

  // A failed refetch keeps the board it had shown.
  if (!board.data) {
    return <QueryState query={board} errorTitle="The orders did not load" />;
  }

  const groups = groupOrders(board.data.orders, filter);
  const shown = wide ? BOARD_COLUMNS : BOARD_COLUMNS.filter((c) => c.id === tab);
  const card = (order: StaffOrder) => (
    <OrderCard
      key={order._id}
      order={order}
      fresh={waiting.has(order._id)}
      now={now}
      busy={moving.includes(order._id)}
      onTouch={acknowledge}
      onMove={(o) => {
        const next = nextStepOf(o);
        if (next) send({ order: o, status: next });
      }}
      onReject={setRejecting}
      onPrint={printing.printTicket}
    />
  );

  // Only ended orders are rated: a low one (decision 0086) is flagged in the done list.
  const lowRated = groups.done.filter(isLow).length;
  return (
    <div className={styles.board}>
      <BoardToolbar
        filter={filter}
        onFilterChange={(next) => view.setFilters(boardParamsOf(next))}
        live={live}
        sound={sound}
      >
        <BoardDeviceSwitches notifications={notifications} printing={printing} />
      </BoardToolbar>
      <div aria-live="assertive" data-testid="new-order-alert" data-rings={alert.rings}>
        {waiting.size > 0 && (
          <p className={styles.alert}>
            {waiting.size === 1
              ? '1 new order is waiting'
              : `${waiting.size} new orders are waiting`}
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={arrivals.acknowledgeAll}
            >
              Acknowledge
            </button>
          </p>
        )}
      </div>
      {board.data.truncated && (
        <p className="alert">Only the newest orders are shown: there are too many for one board.</p>
      )}
      {filter.showUnpaid && <AwaitingPaymentList orders={groups.awaitingPayment} />}
      {!wide && (
        <div role="tablist" aria-label="Order status" className={styles.tabs}>
          {BOARD_COLUMNS.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              id={`board-tab-${c.id}`}
              aria-selected={tab === c.id}
              aria-controls={`board-column-${c.id}`}
              onClick={() => view.setFilter('tab', tabParamOf(c.id))}
            >
              {c.title} <span className={styles.count}>{groups.columns[c.id].length}</span>
            </button>
          ))}
        </div>
      )}
      <div className={styles.columns}>
        {shown.map((c) => (
          <section
            key={c.id}
            id={`board-column-${c.id}`}
            className={`${styles.column} ${wide && groups.columns[c.id].length === 0 ? styles.folded : ''}`}
            aria-labelledby={`board-heading-${c.id}`}
            {...(wide ? {} : { role: 'tabpanel' })}
          >
            <h2 id={`board-heading-${c.id}`} className={styles.columnTitle}>
              {c.title} <span className={styles.count}>{groups.columns[c.id].length}</span>
            </h2>
            {groups.columns[c.id].length === 0 ? (
              <p className={`muted ${styles.empty} ${wide ? 'visually-hidden' : ''}`}>
                No orders here.
              </p>
            ) : (
              groups.columns[c.id].map(card)
            )}
          </section>
        ))}
      </div>
      <details className={styles.done}>
        <summary>
          Done today: {groups.done.length}
          {lowRated > 0 && (
            <span className={styles.lowRating} data-testid="low-ratings">
              {' '}
              · {lowRated} low rating{lowRated === 1 ? '' : 's'}
            </span>
          )}
        </summary>
        <ul>
          {groups.done.map((o) => (
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
                  <PaymentBadge payment={o.payment} />
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
      </details>
      <RejectDialog
        order={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(order, reason) => {
          setRejecting(null);
          send({ order, status: 'rejected', reason });
        }}
      />
      <BoardToast notice={notice} onClose={closeNotice} />
      {printing.sheet}
    </div>
  );
}
