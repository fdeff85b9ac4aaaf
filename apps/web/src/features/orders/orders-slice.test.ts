import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { cancelOrder, fetchOrders, placeOrder } from './orders-thunks';
import {
  fakeOrder,
  installFakeOrdersServer,
  type FakeOrdersServer,
} from '#test/fake-orders-server';

const body = (confirmedTotal: number) => ({
  fulfilment: 'pickup' as const,
  scheduledFor: null,
  paymentMethod: 'pay_at_pickup' as const,
  note: '',
  confirmedTotal,
});
const KEY_A = 'attempt-aaaaaaaaaaaaaaaa';
const KEY_B = 'attempt-bbbbbbbbbbbbbbbb';

let server: FakeOrdersServer;
beforeEach(() => {
  server = installFakeOrdersServer([fakeOrder('1'), fakeOrder('2'), fakeOrder('3')]);
});
afterEach(() => server.restore());

describe('orders slice (spec §3/§4), on the real store', () => {
  it('starts empty, not loading, without error', () => {
    expect(makeStore().getState().orders).toEqual({ orders: [], loading: false, error: null });
  });

  it('replaces the list with each page fetched, newest first', async () => {
    const store = makeStore();
    const first = store.dispatch(fetchOrders(1));
    expect(store.getState().orders.loading).toBe(true);
    await first;
    expect(store.getState().orders.orders.map((o) => o._id)).toEqual(['3', '2']);
    await store.dispatch(fetchOrders(2));
    expect(store.getState().orders).toMatchObject({ loading: false, error: null });
    expect(store.getState().orders.orders.map((o) => o._id)).toEqual(['1']);
  });

  it("keeps the list on a failed fetch, with the server's message or 'Failed to fetch orders'", async () => {
    const store = makeStore();
    await store.dispatch(fetchOrders(1));
    server.failNext('/orders', { status: 500 });
    await store.dispatch(fetchOrders(2));
    expect(store.getState().orders.error).toBe('Failed to fetch orders');
    expect(store.getState().orders.orders).toHaveLength(2);
    server.failNext('/orders', { status: 503, message: 'The kitchen is busy' });
    await store.dispatch(fetchOrders(1));
    expect(store.getState().orders.error).toBe('The kitchen is busy');
  });

  it('appends a placed order, once even when the same attempt is sent again', async () => {
    const store = makeStore();
    await store.dispatch(fetchOrders(1));
    const placed = await store.dispatch(placeOrder({ body: body(300), idempotencyKey: KEY_A }));
    expect(placed.payload).toMatchObject({ kind: 'placed', order: { _id: '100' } });
    expect(store.getState().orders.orders.map((o) => o._id)).toEqual(['3', '2', '100']);
    await store.dispatch(placeOrder({ body: body(300), idempotencyKey: KEY_A }));
    expect(store.getState().orders.orders.map((o) => o._id)).toEqual(['3', '2', '100']);
    expect(server.orders).toHaveLength(4);
    expect(server.calls.at(-1)?.headers['Idempotency-Key']).toBe(KEY_A);
  });

  it('appends nothing when the total changed (409), and hands over the new quote', async () => {
    const store = makeStore();
    server.total = 320;
    const result = await store.dispatch(placeOrder({ body: body(300), idempotencyKey: KEY_A }));
    expect(result.payload).toMatchObject({ kind: 'total-changed', quote: { total: 320 } });
    expect(store.getState().orders).toEqual({ orders: [], loading: false, error: null });
    await store.dispatch(placeOrder({ body: body(320), idempotencyKey: KEY_B }));
    expect(store.getState().orders.orders.map((o) => o.total)).toEqual([320]);
  });

  it("says 'Failed to place order' when placing fails without a message", async () => {
    const store = makeStore();
    server.failNext('/orders', { status: 500 });
    await store.dispatch(placeOrder({ body: body(300), idempotencyKey: KEY_A }));
    expect(store.getState().orders).toEqual({
      orders: [],
      loading: false,
      error: 'Failed to place order',
    });
  });

  it("replaces a cancelled order in the list; a refusal is the server's message or 'Failed to cancel order'", async () => {
    const store = makeStore();
    await store.dispatch(fetchOrders(1));
    await store.dispatch(cancelOrder('3'));
    expect(store.getState().orders.orders[0]).toMatchObject({ _id: '3', status: 'cancelled' });
    await store.dispatch(cancelOrder('3'));
    expect(store.getState().orders.error).toBe('The kitchen has already accepted this order.');
    server.failNext('/cancel', { status: 500 });
    await store.dispatch(cancelOrder('2'));
    expect(store.getState().orders.error).toBe('Failed to cancel order');
    expect(store.getState().orders.orders[1]).toMatchObject({ _id: '2', status: 'placed' });
  });
});
