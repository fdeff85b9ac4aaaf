import type { OrderEvent, StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { fakeOrder } from '#test/fake-orders-server';
import {
  ALL_ORDERS,
  applyOrderEvent,
  boardParamsOf,
  boardViewFrom,
  canReject,
  groupOrders,
  inBoardRange,
  nextStepOf,
  tabParamOf,
  upsertOrder,
} from './board-model';

const card = (id: string, over: Partial<StaffOrder> = {}): StaffOrder => ({
  ...fakeOrder(id),
  customer: { name: 'Asha', phone: '+91 90000 11111', email: null },
  updatedAt: '2025-06-01T10:00:00Z',
  mailProblems: [],
  ...over,
});

const boardOf = (...orders: StaffOrder[]): StaffOrdersResponse => ({
  orders,
  range: {
    from: '2025-06-01',
    to: '2025-06-01',
    timeZone: 'Asia/Kolkata',
    start: '2025-05-31T18:30:00.000Z',
    end: '2025-06-01T18:30:00.000Z',
  },
  truncated: false,
});

const event = (orderId: string, status: OrderEvent['status'], at: string, reason = null) => ({
  orderId,
  number: `1123-${orderId}`,
  status,
  at,
  reason,
});

describe('the board columns', () => {
  const orders = [
    card('1', { status: 'placed', createdAt: '2025-06-01T10:05:00Z' }),
    card('2', { status: 'placed', createdAt: '2025-06-01T10:01:00Z' }),
    // Booked for later: due after the one placed at 10:05 although placed first.
    card('3', {
      status: 'placed',
      createdAt: '2025-06-01T09:00:00Z',
      scheduledFor: '2025-06-01T13:00:00Z',
      fulfilment: 'delivery',
    }),
    card('4', { status: 'preparing', fulfilment: 'delivery' }),
    card('5', { status: 'out_for_delivery', fulfilment: 'delivery' }),
    card('6', { status: 'delivered', updatedAt: '2025-06-01T11:00:00Z' }),
    card('7', { status: 'rejected', updatedAt: '2025-06-01T12:00:00Z' }),
    card('8', { status: 'cancelled', updatedAt: '2025-06-01T10:30:00Z' }),
  ];
  const ids = (list: StaffOrder[]) => list.map((o) => o._id);

  it('puts each order in its status column, most urgent first, and the finished ones aside', () => {
    const { columns, done } = groupOrders(orders, ALL_ORDERS);
    expect(ids(columns.placed)).toEqual(['2', '1', '3']);
    expect(ids(columns.accepted)).toEqual([]);
    expect(ids(columns.preparing)).toEqual(['4']);
    expect(ids(columns.ready)).toEqual([]);
    expect(ids(columns.out_for_delivery)).toEqual(['5']);
    // Newest change first.
    expect(ids(done)).toEqual(['7', '6', '8']);
  });

  it('keeps only delivery or pickup orders, or only scheduled ones, when asked', () => {
    const delivery = groupOrders(orders, { fulfilment: 'delivery', scheduledOnly: false });
    expect(ids(delivery.columns.placed)).toEqual(['3']);
    expect(ids(delivery.columns.preparing)).toEqual(['4']);
    const pickup = groupOrders(orders, { fulfilment: 'pickup', scheduledOnly: false });
    expect(ids(pickup.columns.placed)).toEqual(['2', '1']);
    expect(ids(pickup.done)).toEqual(['7', '6', '8']);
    const scheduled = groupOrders(orders, { fulfilment: 'all', scheduledOnly: true });
    expect(ids(scheduled.columns.placed)).toEqual(['3']);
    expect(scheduled.done).toEqual([]);
  });

  it("offers the state machine's next kitchen step, and reject only before cooking starts", () => {
    expect(nextStepOf(card('a', { status: 'placed' }))).toBe('accepted');
    expect(nextStepOf(card('a', { status: 'ready', fulfilment: 'pickup' }))).toBe('picked_up');
    expect(nextStepOf(card('a', { status: 'ready', fulfilment: 'delivery' }))).toBe(
      'out_for_delivery',
    );
    expect(nextStepOf(card('a', { status: 'delivered' }))).toBeNull();
    expect(canReject(card('a', { status: 'placed' }))).toBe(true);
    expect(canReject(card('a', { status: 'accepted' }))).toBe(true);
    expect(canReject(card('a', { status: 'preparing' }))).toBe(false);
  });
});

describe('a live event applied to the cached board', () => {
  const placed = card('1');

  it('moves the card and adds the step to its history', () => {
    const outcome = applyOrderEvent(
      boardOf(placed),
      event('1', 'accepted', '2025-06-01T10:02:00Z'),
    );
    expect(outcome.kind).toBe('updated');
    if (outcome.kind !== 'updated') return;
    const [moved] = outcome.board.orders;
    expect(moved).toMatchObject({ status: 'accepted', updatedAt: '2025-06-01T10:02:00Z' });
    expect(moved!.history.map((h) => h.status)).toEqual(['placed', 'accepted']);
  });

  it('keeps a rejection reason for the card', () => {
    const outcome = applyOrderEvent(boardOf(placed), {
      ...event('1', 'rejected', '2025-06-01T10:02:00Z'),
      reason: 'Out of paneer',
    });
    expect(outcome.kind === 'updated' && outcome.board.orders[0]!.history.at(-1)).toEqual({
      status: 'rejected',
      at: '2025-06-01T10:02:00Z',
      reason: 'Out of paneer',
    });
  });

  it('changes nothing for the status the card shows already, or for an older event', () => {
    expect(applyOrderEvent(boardOf(placed), event('1', 'placed', '2025-06-01T10:00:00Z'))).toEqual({
      kind: 'unchanged',
    });
    const preparing = card('1', {
      status: 'preparing',
      history: [
        { status: 'placed', at: '2025-06-01T10:00:00Z', reason: null },
        { status: 'accepted', at: '2025-06-01T10:02:00Z', reason: null },
        { status: 'preparing', at: '2025-06-01T10:04:00Z', reason: null },
      ],
    });
    // The "accepted" event arriving after our own later move must not pull the card back.
    expect(
      applyOrderEvent(boardOf(preparing), event('1', 'accepted', '2025-06-01T10:02:00Z')),
    ).toEqual({ kind: 'unchanged' });
  });

  it('asks for an order the board does not hold (a new one)', () => {
    expect(applyOrderEvent(boardOf(placed), event('9', 'placed', '2025-06-01T10:09:00Z'))).toEqual({
      kind: 'unknown',
    });
  });

  it("adds a fetched order once, and only when it belongs to the board's day", () => {
    const board = upsertOrder(boardOf(placed), card('2'));
    expect(board.orders.map((o) => o._id)).toEqual(['2', '1']);
    expect(upsertOrder(board, card('1', { status: 'accepted' })).orders).toHaveLength(2);
    expect(inBoardRange(card('2'), board.range)).toBe(true);
    const yesterday = card('3', { createdAt: '2025-05-31T18:29:59Z', status: 'delivered' });
    expect(inBoardRange(yesterday, board.range)).toBe(false);
    // Still in the kitchen after midnight: it stays on the board.
    expect(inBoardRange({ ...yesterday, status: 'preparing' }, board.range)).toBe(true);
    expect(inBoardRange(card('4', { createdAt: '2025-06-01T18:30:00Z' }), board.range)).toBe(false);
    expect(inBoardRange({ ...yesterday, scheduledFor: '2025-06-01T09:00:00Z' }, board.range)).toBe(
      true,
    );
  });
});

describe('the board view in the address', () => {
  it('reads absent or unknown values as the defaults', () => {
    expect(boardViewFrom({ fulfilment: '', scheduled: '', tab: '' })).toEqual({
      filter: ALL_ORDERS,
      tab: 'placed',
    });
    expect(boardViewFrom({ fulfilment: 'drone', scheduled: 'yes', tab: 'done' })).toEqual({
      filter: ALL_ORDERS,
      tab: 'placed',
    });
  });

  it('writes a filter and a tab back as it reads them, leaving the defaults out', () => {
    const filter = { fulfilment: 'pickup', scheduledOnly: true } as const;
    expect(boardParamsOf(filter)).toEqual({ fulfilment: 'pickup', scheduled: '1' });
    expect(boardViewFrom({ ...boardParamsOf(filter), tab: tabParamOf('ready') })).toEqual({
      filter,
      tab: 'ready',
    });
    expect(boardParamsOf(ALL_ORDERS)).toEqual({ fulfilment: '', scheduled: '' });
    expect(tabParamOf('placed')).toBe('');
  });
});
