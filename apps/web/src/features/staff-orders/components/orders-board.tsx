import type { StaffOrder } from '@ninetonine/contract';
import { orderStatusLabels } from '@ninetonine/contract/core';
import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { QueryState } from '@/components/query-state';
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
import { useFreshOrders } from '../use-fresh-orders';
import { useOrderChime } from '../use-order-chime';
import { useWideScreen } from '../use-wide-screen';
import { BoardToast } from './board-toast';
import { BoardToolbar } from './board-toolbar';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { OrderCard } from './order-card';
import { RejectDialog } from './reject-dialog';
import styles from './orders-board.module.css';

/** While the live stream is down, the board is read this often. */
const POLL_MS = 5_000;

/** The kitchen display: today's orders by status, live, one tap to move each on. */
export function OrdersBoard() {
  const queryClient = useQueryClient();
  const format = useRestaurantFormat();
  const wide = useWideScreen();
  const sound = useOrderChime();
  const { fresh, mark, touch } = useFreshOrders();
  const { chime } = sound;
  const onArrived = useCallback(
    (order: StaffOrder) => {
      mark(order._id);
      chime();
    },
    [mark, chime],
  );
  const live = useBoardEvents(onArrived);
  const board = useQuery({ ...boardQuery(), refetchInterval: live === 'live' ? false : POLL_MS });
  // The filter and the tab are the address's (a reload keeps them, back returns to the last).
  const view = useListParams(['fulfilment', 'scheduled', 'tab']);
  const { filter, tab } = boardViewFrom(view.filters);
  const [rejecting, setRejecting] = useState<StaffOrder | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const move = useChangeOrderStatus(setToast);
  const moving = useMutationState({
    filters: { mutationKey: CHANGE_STATUS_KEY, status: 'pending' },
    select: (m) => (m.state.variables as StatusChange | undefined)?.order._id,
  });

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
      fresh={fresh.has(order._id)}
      busy={moving.includes(order._id)}
      onTouch={touch}
      onMove={(o) => {
        const next = nextStepOf(o);
        if (next) move.mutate({ order: o, status: next });
      }}
      onReject={setRejecting}
    />
  );

  return (
    <div className={styles.board}>
      <BoardToolbar
        filter={filter}
        onFilterChange={(next) => view.setFilters(boardParamsOf(next))}
        live={live}
        sound={sound}
      />
      {board.data.truncated && (
        <p className="alert">Only the newest orders are shown: there are too many for one board.</p>
      )}
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
            className={styles.column}
            aria-labelledby={`board-heading-${c.id}`}
            {...(wide ? {} : { role: 'tabpanel' })}
          >
            <h2 id={`board-heading-${c.id}`} className={styles.columnTitle}>
              {c.title} <span className={styles.count}>{groups.columns[c.id].length}</span>
            </h2>
            {groups.columns[c.id].length === 0 ? (
              <p className={`muted ${styles.empty}`}>No orders here.</p>
            ) : (
              groups.columns[c.id].map(card)
            )}
          </section>
        ))}
      </div>
      <details className={styles.done}>
        <summary>Done today: {groups.done.length}</summary>
        <ul>
          {groups.done.map((o) => (
            <li key={o._id} data-testid="done-order">
              <strong>{o.number}</strong> {orderStatusLabels[o.status]} at{' '}
              {format.clock(o.updatedAt)}
              {o.status === 'rejected' && o.history.at(-1)?.reason && (
                <span className="muted"> ({o.history.at(-1)?.reason})</span>
              )}
            </li>
          ))}
        </ul>
      </details>
      <RejectDialog
        order={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(order, reason) => {
          setRejecting(null);
          move.mutate({ order, status: 'rejected', reason });
        }}
      />
      <BoardToast message={toast} onClose={closeToast} />
    </div>
  );
}
