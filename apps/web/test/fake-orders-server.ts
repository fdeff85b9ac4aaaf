import type { Order, Quote } from '@ninetonine/contract';
import { apiClient, type ApiResponse } from '@/lib/api-client';

/**
 * Test-only: an in-memory stand-in for /orders behind the real apiClient (its transport):
 * paged lists newest first, placing with Idempotency-Key replays and the 409 on a changed total,
 * and the customer's cancel.
 */
export interface FakeOrdersServer {
  orders: Order[];
  /** The total a fresh quote gives now. */
  total: number;
  calls: { method: string; url: string; data?: unknown; headers: Record<string, unknown> }[];
  failNext(match: string, answer: { status: number; message?: string }): void;
  restore(): void;
}

export const PAGE_SIZE = 2;

export function fakeOrder(id: string, over: Partial<Order> = {}): Order {
  return {
    _id: id,
    number: `1123-${id}`,
    status: 'placed',
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    lines: [
      {
        foodId: 'f1',
        name: 'Paneer Tikka',
        size: 'Large',
        options: [],
        image: '',
        unitPrice: 300,
        quantity: 1,
        lineTotal: 300,
      },
    ],
    subtotal: 300,
    discount: 0,
    deliveryFee: 0,
    tax: 15,
    taxIncluded: true,
    rounding: 0,
    total: 300,
    couponCode: null,
    address: null,
    pickupAddress: '1 Main Road',
    scheduledFor: null,
    estimatedAt: null,
    note: '',
    history: [{ status: 'placed', at: '2025-06-01T10:00:00Z', reason: null }],
    payment: {
      status: 'due_on_handover',
      provider: null,
      amount: 300,
      expiresAt: null,
      paidAt: null,
      refund: null,
    },
    createdAt: '2025-06-01T10:00:00Z',
    ...over,
  };
}

export const fakeQuote = (total: number): Quote => ({
  lines: [],
  subtotal: total,
  discount: 0,
  deliveryFee: 0,
  tax: 0,
  taxIncluded: true,
  rounding: 0,
  total,
  coupon: null,
  problems: [],
  kitchenOpen: true,
  estimatedAt: null,
  busyMinutes: 0,
  slots: [],
  paymentMethods: ['cash_on_delivery', 'pay_at_pickup'],
});

export function installFakeOrdersServer(initial: Order[] = []): FakeOrdersServer {
  const original = apiClient.defaults.transport;
  const failures: { match: string; answer: { status: number; message?: string } }[] = [];
  const byKey = new Map<string, Order>();
  let nextId = 100;
  const server: FakeOrdersServer = {
    orders: initial.map((o) => structuredClone(o)),
    total: 300,
    calls: [],
    failNext: (match, answer) => failures.push({ match, answer }),
    restore: () => {
      apiClient.defaults.transport = original;
    },
  };

  // Any status: the client itself turns a 4xx into an ApiError, as with the real server.
  const respond = (status: number, data: unknown): ApiResponse => ({
    data: structuredClone(data),
    status,
    headers: new Headers(),
  });

  apiClient.defaults.transport = async (request) => {
    const { method, url, params, headers } = request;
    // What the server would read: the JSON of the body, not the caller's object.
    const body: unknown =
      request.data === undefined ? undefined : JSON.parse(JSON.stringify(request.data));
    server.calls.push({ method, url, data: body, headers: { ...headers } });
    const data = (body ?? {}) as { confirmedTotal?: number };
    const failure = failures.findIndex((f) => url.includes(f.match));
    if (failure >= 0) {
      const [{ answer }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      return respond(answer.status, answer.message ? { message: answer.message } : {});
    }
    if (method === 'GET' && url === '/orders') {
      const page = Number((params as { page?: number } | undefined)?.page ?? 1);
      const newest = [...server.orders].reverse();
      return respond(200, {
        orders: newest.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        pagination: {
          page,
          total: newest.length,
          totalPages: Math.max(1, Math.ceil(newest.length / PAGE_SIZE)),
          limit: PAGE_SIZE,
        },
      });
    }
    if (method === 'POST' && url === '/orders') {
      const key = String(headers['Idempotency-Key'] ?? '');
      const replay = byKey.get(key);
      if (replay) return respond(201, { order: replay });
      if (data.confirmedTotal !== server.total) {
        return respond(409, {
          message: 'Your total has changed.',
          quote: fakeQuote(server.total),
        });
      }
      const order = fakeOrder(String(nextId++), { total: server.total });
      server.orders.push(order);
      byKey.set(key, order);
      return respond(201, { order });
    }
    const cancel = /^\/orders\/([^/]+)\/cancel$/.exec(url);
    if (method === 'POST' && cancel) {
      const order = server.orders.find((o) => o._id === cancel[1]);
      if (!order) return respond(404, { message: 'Order not found' });
      if (order.status !== 'placed') {
        return respond(409, { message: 'The kitchen has already accepted this order.' });
      }
      order.status = 'cancelled';
      order.history.push({ status: 'cancelled', at: '2025-06-01T10:05:00Z', reason: null });
      return respond(200, { order });
    }
    return respond(404, { message: 'Route not found' });
  };
  return server;
}
