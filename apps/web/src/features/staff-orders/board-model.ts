import type {
  FulfilmentMethod,
  OrderEvent,
  OrderStatus,
  StaffOrder,
  StaffOrdersResponse,
} from '@ninetonine/contract';
import {
  allowedTransitions,
  fulfilmentMethods,
  isFinalStatus,
  nextKitchenStatus,
} from '@ninetonine/contract/core';

/**
 * The kitchen board's rules, pure so they are tested without a browser: which column an order
 * sits in, what the filters keep, and how a live event changes the cached list.
 */

export type BoardColumnId = 'placed' | 'accepted' | 'preparing' | 'ready' | 'out_for_delivery';

export const BOARD_COLUMNS: readonly { id: BoardColumnId; title: string }[] = [
  { id: 'placed', title: 'New' },
  { id: 'accepted', title: 'Accepted' },
  { id: 'preparing', title: 'Preparing' },
  { id: 'ready', title: 'Ready' },
  { id: 'out_for_delivery', title: 'Out for delivery' },
];

/** The words on the one big button that moves an order to `status`. */
export const NEXT_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  accepted: 'Accept',
  preparing: 'Start preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  picked_up: 'Picked up',
  served: 'Served',
};

export interface BoardFilter {
  fulfilment: FulfilmentMethod | 'all';
  scheduledOnly: boolean;
  /** Online orders not paid (yet, or in time): hidden unless asked for (decision 0063). */
  showUnpaid: boolean;
}
export const ALL_ORDERS: BoardFilter = {
  fulfilment: 'all',
  scheduledOnly: false,
  showUnpaid: false,
};

/** Never the kitchen's to cook: an online order waiting for its money, or expired unpaid. */
export const isUnpaidOnline = (order: Pick<StaffOrder, 'status'>) =>
  order.status === 'awaiting_payment' || order.status === 'expired';

/**
 * The board's view as the address keeps it (decision 0041): `fulfilment` (absent: all),
 * `scheduled=1`, `unpaid=1`, and the narrow screen's `tab` (absent: the first column). A value
 * the board does not know reads as absent.
 */
export type BoardParam = 'fulfilment' | 'scheduled' | 'unpaid' | 'tab';
export function boardViewFrom(params: Record<BoardParam, string>): {
  filter: BoardFilter;
  tab: BoardColumnId;
} {
  const fulfilment = fulfilmentMethods.find((m) => m === params.fulfilment) ?? 'all';
  const tab = BOARD_COLUMNS.find((c) => c.id === params.tab)?.id ?? BOARD_COLUMNS[0]!.id;
  return {
    filter: {
      fulfilment,
      scheduledOnly: params.scheduled === '1',
      showUnpaid: params.unpaid === '1',
    },
    tab,
  };
}

/** The address's values for a filter and a tab; the defaults are left out. */
export const boardParamsOf = (
  filter: BoardFilter,
): Record<'fulfilment' | 'scheduled' | 'unpaid', string> => ({
  fulfilment: filter.fulfilment === 'all' ? '' : filter.fulfilment,
  scheduled: filter.scheduledOnly ? '1' : '',
  unpaid: filter.showUnpaid ? '1' : '',
});
export const tabParamOf = (tab: BoardColumnId) => (tab === BOARD_COLUMNS[0]!.id ? '' : tab);

export const passesFilter = (order: StaffOrder, filter: BoardFilter) =>
  (filter.fulfilment === 'all' || order.fulfilment === filter.fulfilment) &&
  (!filter.scheduledOnly || order.scheduledFor !== null) &&
  (filter.showUnpaid || !isUnpaidOnline(order));

/** When the kitchen should have it done: the booked slot, else the estimate, else placing. */
export const dueAt = (order: StaffOrder) =>
  Date.parse(order.scheduledFor ?? order.estimatedAt ?? order.createdAt);

export interface BoardGroups {
  columns: Record<BoardColumnId, StaffOrder[]>;
  /** Delivered, picked up, cancelled, rejected (or expired): shown folded away, newest first. */
  done: StaffOrder[];
  /** Online orders waiting for their payment (only when asked for), oldest first. */
  awaitingPayment: StaffOrder[];
}

/** The filtered orders by column, the most urgent first in each. */
export function groupOrders(orders: readonly StaffOrder[], filter: BoardFilter): BoardGroups {
  const columns = Object.fromEntries(BOARD_COLUMNS.map((c) => [c.id, []])) as unknown as Record<
    BoardColumnId,
    StaffOrder[]
  >;
  const done: StaffOrder[] = [];
  const awaitingPayment: StaffOrder[] = [];
  for (const order of orders) {
    if (!passesFilter(order, filter)) continue;
    if (order.status === 'awaiting_payment') awaitingPayment.push(order);
    else if (isFinalStatus(order.status)) done.push(order);
    else columns[order.status as BoardColumnId]?.push(order);
  }
  for (const list of Object.values(columns)) list.sort((a, b) => dueAt(a) - dueAt(b));
  done.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  awaitingPayment.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return { columns, done, awaitingPayment };
}

/** The one-tap move for staff (never reject), or null at the end of the line. */
export const nextStepOf = (order: StaffOrder) => nextKitchenStatus(order.status, order.fulfilment);
export const canReject = (order: StaffOrder) =>
  allowedTransitions(order.status, order.fulfilment, 'staff').includes('rejected');

/** The order moved to `status` at `at` (an optimistic move or a live event). */
export function withStatus(
  order: StaffOrder,
  status: OrderStatus,
  at: string,
  reason: string | null = null,
): StaffOrder {
  return {
    ...order,
    status,
    updatedAt: at,
    history: [...order.history, { status, at, reason }],
  };
}

/**
 * Whether a finished order the board did not hold is new to the count: placed after the oldest
 * finished order it loaded (or everything is loaded). An older one sits on a page "Show more"
 * has not loaded yet, counted already.
 */
function newlyFinished(board: StaffOrdersResponse, order: StaffOrder): boolean {
  if (!isFinalStatus(order.status)) return false;
  if (!board.doneCursor) return true;
  const loaded = board.orders.filter((o) => isFinalStatus(o.status));
  return loaded.some((o) => Date.parse(o.createdAt) <= Date.parse(order.createdAt));
}

/**
 * The board with `order` in it (replacing its older copy). The count of finished orders follows
 * an order that finishes (or is taken back from finished by an undo).
 */
export function upsertOrder(board: StaffOrdersResponse, order: StaffOrder): StaffOrdersResponse {
  const held = board.orders.find((o) => o._id === order._id);
  const rest = board.orders.filter((o) => o._id !== order._id);
  const change = held
    ? Number(isFinalStatus(order.status)) - Number(isFinalStatus(held.status))
    : Number(newlyFinished(board, order));
  return { ...board, orders: [order, ...rest], doneTotal: Math.max(0, board.doneTotal + change) };
}

/**
 * A page of older finished orders ("Show more done orders") added to the board: the copies it
 * holds already stay (a live event may have made them newer than the page).
 */
export function addDonePage(board: StaffOrdersResponse, page: StaffOrdersResponse) {
  const held = new Set(board.orders.map((o) => o._id));
  return {
    ...board,
    orders: [...board.orders, ...page.orders.filter((o) => !held.has(o._id))],
    doneTotal: page.doneTotal,
    doneCursor: page.doneCursor,
  };
}

/**
 * The board read again keeps the older finished orders "Show more" had loaded (a reload every
 * few seconds while the stream is down would fold them away otherwise): those the new first
 * page does not reach, on the same days.
 */
export function keepLoadedDone(
  fresh: StaffOrdersResponse,
  held: StaffOrdersResponse | undefined,
): StaffOrdersResponse {
  if (!held || !fresh.doneCursor || held.range.start !== fresh.range.start) return fresh;
  const inFresh = new Set(fresh.orders.map((o) => o._id));
  const older = held.orders.filter((o) => isFinalStatus(o.status) && !inFresh.has(o._id));
  if (older.length === 0) return fresh;
  return { ...fresh, orders: [...fresh.orders, ...older], doneCursor: held.doneCursor };
}

/** How many finished orders the board holds (of `doneTotal`). */
export const loadedDoneCount = (board: StaffOrdersResponse) =>
  board.orders.filter((o) => isFinalStatus(o.status)).length;

/**
 * Whether an order fetched after an event belongs on this board's days: placed or booked within
 * them, or (like the server's list of today) placed before them and not finished yet.
 */
export function inBoardRange(order: StaffOrder, range: StaffOrdersResponse['range']): boolean {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  const within = (iso: string | null) => {
    if (!iso) return false;
    const t = Date.parse(iso);
    return t >= start && t < end;
  };
  const unfinishedFromBefore = !isFinalStatus(order.status) && Date.parse(order.createdAt) < start;
  return within(order.createdAt) || within(order.scheduledFor) || unfinishedFromBefore;
}

export type EventOutcome =
  /** The board already shows this (or something newer). */
  | { kind: 'unchanged' }
  | {
      kind: 'updated';
      board: StaffOrdersResponse;
      /** Paid just now: a new order for the kitchen, announced like one placed. */
      paid: boolean;
      /** The payment changed too: read the order for the whole of it (its refund). */
      reread: boolean;
      /** The customer called off an order the kitchen had on its board (only they cancel). */
      cancelledByCustomer: boolean;
    }
  /** The board does not hold this order: read it (a new order, usually). */
  | { kind: 'unknown' }
  /** Only its payment changed (a refund's progress): read it again. */
  | { kind: 'reread' };

/**
 * A `status` event applied to the cached board. Events only say where an order is now, so one
 * older than what the card shows (a late event after our own move) changes nothing. A payment
 * change is an event too (issue 20): the card's badge follows it.
 */
export function applyOrderEvent(board: StaffOrdersResponse, event: OrderEvent): EventOutcome {
  const order = board.orders.find((o) => o._id === event.orderId);
  if (!order) return { kind: 'unknown' };
  const paymentChanged =
    event.paymentStatus !== undefined && event.paymentStatus !== order.payment.status;
  // The machine has no step to the same status: the card shows this one already.
  if (order.status === event.status)
    return paymentChanged ? { kind: 'reread' } : { kind: 'unchanged' };
  const last = order.history.at(-1);
  if (last && Date.parse(last.at) > Date.parse(event.at)) return { kind: 'unchanged' };
  const moved = withStatus(order, event.status, event.at, event.reason);
  return {
    kind: 'updated',
    board: upsertOrder(
      board,
      paymentChanged
        ? { ...moved, payment: { ...moved.payment, status: event.paymentStatus! } }
        : moved,
    ),
    paid: order.status === 'awaiting_payment' && event.status === 'placed',
    reread: paymentChanged,
    cancelledByCustomer: order.status === 'placed' && event.status === 'cancelled',
  };
}
