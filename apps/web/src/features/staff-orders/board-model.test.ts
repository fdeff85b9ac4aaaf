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

// The customer's view of its rider differs from the board's: a fake order has none anyway.
const card = (id: string, over: Partial<StaffOrder> = {}): StaffOrder => ({
  ...(fakeOrder(id) as Omit<ReturnType<typeof fakeOrder>, 'rider'>),
  lines: fakeOrder(id).lines.map((l) => ({ ...l, veg: null })),
  customer: { name: 'Asha', phone: '+91 90000 11111', email: null },
  updatedAt: '2025-06-01T10:00:00Z',
  mailProblems: [],
  refunds: [],
  refundable: 0,
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
    const delivery = groupOrders(orders, { ...ALL_ORDERS, fulfilment: 'delivery' });
    expect(ids(delivery.columns.placed)).toEqual(['3']);
    expect(ids(delivery.columns.preparing)).toEqual(['4']);
    const pickup = groupOrders(orders, { ...ALL_ORDERS, fulfilment: 'pickup' });
    expect(ids(pickup.columns.placed)).toEqual(['2', '1']);
    expect(ids(pickup.done)).toEqual(['7', '6', '8']);
    const scheduled = groupOrders(orders, { ...ALL_ORDERS, scheduledOnly: true });
    expect(ids(scheduled.columns.placed)).toEqual(['3']);
    expect(scheduled.done).toEqual([]);
  });

  it('keeps unpaid online orders off the columns, listed apart only when asked for', () => {
    const unpaid = [
      ...orders,
      card('9', {
        status: 'awaiting_payment',
        paymentMethod: 'online',
        createdAt: '2025-06-01T10:20:00Z',
      }),
      card('10', {
        status: 'awaiting_payment',
        paymentMethod: 'online',
        createdAt: '2025-06-01T10:10:00Z',
      }),
      card('11', { status: 'expired', paymentMethod: 'online', updatedAt: '2025-06-01T13:00:00Z' }),
    ];
    const hidden = groupOrders(unpaid, ALL_ORDERS);
    expect(hidden.awaitingPayment).toEqual([]);
    expect(ids(hidden.columns.placed)).toEqual(['2', '1', '3']);
    expect(ids(hidden.done)).toEqual(['7', '6', '8']);
    const shown = groupOrders(unpaid, { ...ALL_ORDERS, showUnpaid: true });
    // Oldest first: the next to expire on top.
    expect(ids(shown.awaitingPayment)).toEqual(['10', '9']);
    expect(ids(shown.columns.placed)).toEqual(['2', '1', '3']);
    expect(ids(shown.done)).toEqual(['11', '7', '6', '8']);
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

  it('says when the customer called off an order on the board (issue 34, item 16)', () => {
    const cancelled = applyOrderEvent(
      boardOf(placed),
      event('1', 'cancelled', '2025-06-01T10:02:00Z'),
    );
    expect(cancelled).toMatchObject({ kind: 'updated', cancelledByCustomer: true });
    const accepted = applyOrderEvent(
      boardOf(placed),
      event('1', 'accepted', '2025-06-01T10:02:00Z'),
    );
    expect(accepted).toMatchObject({ kind: 'updated', cancelledByCustomer: false });
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

  it('announces an online order once it is paid, with its payment on the card', () => {
    const waiting = card('1', {
      status: 'awaiting_payment',
      paymentMethod: 'online',
      payment: { ...placed.payment, status: 'pending', provider: 'razorpay' },
      history: [{ status: 'awaiting_payment', at: '2025-06-01T10:00:00Z', reason: null }],
    });
    const outcome = applyOrderEvent(boardOf(waiting), {
      ...event('1', 'placed', '2025-06-01T10:03:00Z'),
      paymentStatus: 'paid',
    });
    expect(outcome).toMatchObject({ kind: 'updated', paid: true, reread: true });
    expect(outcome.kind === 'updated' && outcome.board.orders[0]).toMatchObject({
      status: 'placed',
      payment: { status: 'paid', provider: 'razorpay' },
    });
    // A kitchen move of a paid order is not a new order.
    const moved = applyOrderEvent(boardOf({ ...waiting, status: 'placed' }), {
      ...event('1', 'accepted', '2025-06-01T10:05:00Z'),
      paymentStatus: 'pending',
    });
    expect(moved).toMatchObject({ kind: 'updated', paid: false });
  });

  it('reads the order again when only its payment changed (a refund), not otherwise', () => {
    const rejected = card('1', {
      status: 'rejected',
      paymentMethod: 'online',
      payment: { ...placed.payment, status: 'refund_pending', provider: 'razorpay' },
    });
    expect(
      applyOrderEvent(boardOf(rejected), {
        ...event('1', 'rejected', '2025-06-01T10:09:00Z'),
        paymentStatus: 'refunded',
      }),
    ).toEqual({ kind: 'reread' });
    expect(
      applyOrderEvent(boardOf(rejected), {
        ...event('1', 'rejected', '2025-06-01T10:09:00Z'),
        paymentStatus: 'refund_pending',
      }),
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
    expect(boardViewFrom({ fulfilment: '', scheduled: '', unpaid: '', tab: '' })).toEqual({
      filter: ALL_ORDERS,
      tab: 'placed',
    });
    expect(
      boardViewFrom({ fulfilment: 'drone', scheduled: 'yes', unpaid: 'please', tab: 'done' }),
    ).toEqual({
      filter: ALL_ORDERS,
      tab: 'placed',
    });
  });

  it('writes a filter and a tab back as it reads them, leaving the defaults out', () => {
    const filter = { fulfilment: 'pickup', scheduledOnly: true, showUnpaid: true } as const;
    expect(boardParamsOf(filter)).toEqual({ fulfilment: 'pickup', scheduled: '1', unpaid: '1' });
    expect(boardViewFrom({ ...boardParamsOf(filter), tab: tabParamOf('ready') })).toEqual({
      filter,
      tab: 'ready',
    });
    expect(boardParamsOf(ALL_ORDERS)).toEqual({ fulfilment: '', scheduled: '', unpaid: '' });
    expect(tabParamOf('placed')).toBe('');
  });
});
