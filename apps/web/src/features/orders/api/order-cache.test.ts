import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeOrder,
  installFakeOrdersServer,
  type FakeOrdersServer,
} from '#test/fake-orders-server';
import { cancelOrderOptions } from './cancel-order';
import { orderQuery } from './get-order';
import { ordersQuery, type OrdersPage } from './get-orders';
import { orderKeys } from './order-keys';
import { placeOrderOptions, type PlaceOrderVariables } from './place-order';

const attempt = (confirmedTotal: number, idempotencyKey: string): PlaceOrderVariables => ({
  body: {
    fulfilment: 'pickup',
    scheduledFor: null,
    paymentMethod: 'pay_at_pickup',
    note: '',
    confirmedTotal,
  },
  idempotencyKey,
});
const KEY_A = 'attempt-aaaaaaaaaaaaaaaa';
const KEY_B = 'attempt-bbbbbbbbbbbbbbbb';

let server: FakeOrdersServer;
let queryClient: QueryClient;
beforeEach(() => {
  server = installFakeOrdersServer([fakeOrder('1'), fakeOrder('2'), fakeOrder('3')]);
  // fetchQuery does not retry unless told to: each failure below is the first answer's.
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
  server.restore();
});

const place = (variables: PlaceOrderVariables) =>
  new MutationObserver(queryClient, placeOrderOptions()).mutate(variables);
const cancel = (id: string) => new MutationObserver(queryClient, cancelOrderOptions()).mutate(id);
const listed = (page: number) =>
  queryClient.getQueryData<OrdersPage>(orderKeys.list(page))?.orders.map((o) => o._id);
const errorOf = (key: readonly unknown[]) => queryClient.getQueryState(key)?.error?.message;

describe('the spec’s order state (§3/§4) in the query cache', () => {
  it('fetching a page replaces the cached list, newest first', async () => {
    await queryClient.fetchQuery(ordersQuery(1));
    expect(listed(1)).toEqual(['3', '2']);
    await queryClient.fetchQuery(ordersQuery(2));
    expect(listed(2)).toEqual(['1']);
    server.orders.push(fakeOrder('4'));
    await queryClient.fetchQuery({ ...ordersQuery(1), staleTime: 0 });
    expect(listed(1)).toEqual(['4', '3']);
  });

  it("keeps the list on a failed fetch, with the server's message or 'Failed to fetch orders'", async () => {
    await queryClient.fetchQuery(ordersQuery(1));
    server.failNext('/orders', { status: 500 });
    await expect(queryClient.fetchQuery(ordersQuery(1))).rejects.toThrow('Failed to fetch orders');
    expect(listed(1)).toEqual(['3', '2']);
    server.failNext('/orders', { status: 503, message: 'The kitchen is busy' });
    await expect(queryClient.fetchQuery(ordersQuery(1))).rejects.toThrow('The kitchen is busy');
    expect(errorOf(orderKeys.list(1))).toBe('The kitchen is busy');
  });

  it('placing adds the order to the first page and caches it, once when the attempt is sent again', async () => {
    await queryClient.fetchQuery(ordersQuery(1));
    const placed = await place(attempt(300, KEY_A));
    expect(placed).toMatchObject({ kind: 'placed', order: { _id: '100' } });
    expect(listed(1)).toEqual(['100', '3', '2']);
    expect(queryClient.getQueryData(orderKeys.list(1))).toMatchObject({
      pagination: { total: 4 },
    });
    expect(queryClient.getQueryData(orderKeys.detail('100'))).toMatchObject({ _id: '100' });
    // Its pages' boundaries moved: every list is read again when next shown.
    expect(queryClient.getQueryState(orderKeys.list(1))?.isInvalidated).toBe(true);

    await place(attempt(300, KEY_A));
    expect(listed(1)).toEqual(['100', '3', '2']);
    expect(server.orders).toHaveLength(4);
    expect(server.calls.at(-1)?.headers['Idempotency-Key']).toBe(KEY_A);
  });

  it('the order placed is shown without being read again (the confirmation page)', async () => {
    const placed = await place(attempt(300, KEY_A));
    const id = placed.kind === 'placed' ? placed.order._id : '';
    const observer = new QueryObserver(queryClient, orderQuery(id));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      data: { _id: id, status: 'placed' },
    });
    unsubscribe();
    expect(server.calls.filter((c) => c.method === 'GET')).toEqual([]);
  });

  it('caches nothing when the total changed (409), and hands over the new quote', async () => {
    server.total = 320;
    const result = await place(attempt(300, KEY_A));
    expect(result).toMatchObject({ kind: 'total-changed', quote: { total: 320 } });
    expect(queryClient.getQueryCache().findAll({ queryKey: orderKeys.details() })).toEqual([]);
    const again = await place(attempt(320, KEY_B));
    expect(again).toMatchObject({ kind: 'placed', order: { total: 320 } });
  });

  it("says 'Failed to place order' when placing fails without a message", async () => {
    server.failNext('/orders', { status: 500 });
    await expect(place(attempt(300, KEY_A))).rejects.toThrow('Failed to place order');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("a cancelled order replaces its copies; a refusal is the server's message or 'Failed to cancel order'", async () => {
    await queryClient.fetchQuery(ordersQuery(1));
    queryClient.setQueryData(orderKeys.detail('2'), fakeOrder('2'));
    await cancel('3');
    expect(queryClient.getQueryData<OrdersPage>(orderKeys.list(1))?.orders[0]).toMatchObject({
      _id: '3',
      status: 'cancelled',
    });
    expect(queryClient.getQueryData(orderKeys.detail('3'))).toMatchObject({ status: 'cancelled' });

    await expect(cancel('3')).rejects.toThrow('The kitchen has already accepted this order.');
    server.failNext('/cancel', { status: 500 });
    await expect(cancel('2')).rejects.toThrow('Failed to cancel order');
    expect(queryClient.getQueryData<OrdersPage>(orderKeys.list(1))?.orders[1]).toMatchObject({
      _id: '2',
      status: 'placed',
    });
    // The refusal usually means the kitchen moved on: the order is read again.
    expect(queryClient.getQueryState(orderKeys.detail('2'))?.isInvalidated).toBe(true);
  });
});
