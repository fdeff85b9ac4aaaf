import { API_BASE_PATH, orderResponseSchema } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { readMetrics, sampleOf } from '#test/metrics-text';
import { addToCart, newKey, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { TEST_DB, useTestApp } from '#test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('GET /metrics', () => {
  const t = useTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
  let foodId: string;
  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app, { name: 'Masala Dosa' })).id;
  });

  async function customerWithCart() {
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, foodId, 'Large', 1);
    return ordersClient(t.app, me.cookie);
  }
  const pickup = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup', confirmedTotal: 299 };

  it('counts orders placed, cancelled and by status, and requests by route pattern', async () => {
    const staff = ordersClient(t.app, (await signInAs(t.app, { role: 'staff' })).cookie);
    const first = await customerWithCart();
    const second = await customerWithCart();
    const before = await readMetrics(t.app);
    const at = (text: string, name: string, labels?: Record<string, string>) =>
      sampleOf(text, name, labels) ?? 0;

    const key = newKey();
    const placedA = await first.place(pickup, key);
    expect(placedA.statusCode, placedA.body).toBe(201);
    // The same request again (a retry): the same order, not a second one.
    expect((await first.place(pickup, key)).statusCode).toBe(200);
    const placedB = await second.place(pickup);
    expect(placedB.statusCode, placedB.body).toBe(201);
    const a = orderResponseSchema.parse(placedA.json()).order;
    const b = orderResponseSchema.parse(placedB.json()).order;
    expect((await first.cancel(a._id)).statusCode).toBe(200);
    expect((await staff.setStatus(b._id, { status: 'accepted' })).statusCode).toBe(200);
    expect((await first.get(a._id)).statusCode).toBe(200);

    const after = await readMetrics(t.app);
    const moved = (name: string, labels?: Record<string, string>) =>
      at(after, name, labels) - at(before, name, labels);
    expect(moved('orders_placed_total')).toBe(2);
    expect(moved('orders_cancelled_total')).toBe(1);
    expect(moved('order_status_changes_total', { status: 'placed' })).toBe(2);
    expect(moved('order_status_changes_total', { status: 'cancelled' })).toBe(1);
    expect(moved('order_status_changes_total', { status: 'accepted' })).toBe(1);
    const requests = (method: string, route: string, status: string) =>
      moved('http_request_duration_seconds_count', { method, route, status_code: status });
    expect(requests('POST', `${API_BASE_PATH}/orders`, '201')).toBe(2);
    expect(requests('POST', `${API_BASE_PATH}/orders`, '200')).toBe(1);
    // The pattern, never the order's id: one series however many orders there are.
    expect(requests('GET', `${API_BASE_PATH}/orders/:id`, '200')).toBe(1);
    expect(after).not.toContain(a._id);
  });

  it('counts catalog cache misses and hits, and shows the process and the database pool', async () => {
    const url = `${API_BASE_PATH}/foods/getAllFood?limit=7&sort=name`;
    const before = await readMetrics(t.app);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await readMetrics(t.app);
    const moved = (name: string) => (sampleOf(after, name) ?? 0) - (sampleOf(before, name) ?? 0);
    expect(moved('catalog_cache_misses_total')).toBe(1);
    expect(moved('catalog_cache_hits_total')).toBe(1);

    expect(sampleOf(after, 'order_streams_open')).toBe(0);
    expect(sampleOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleOf(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const poolTotal = sampleOf(after, 'database_pool_clients', { state: 'total' });
    if (TEST_DB === 'postgres') expect(poolTotal).toBeGreaterThan(0);
    else expect(poolTotal).toBeUndefined();
  });

  it('answers only loopback clients not behind a proxy, or the token; others get a 404', async () => {
    const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    expect((await read('127.0.0.1')).statusCode).toBe(200);
    expect((await read('::1')).statusCode).toBe(200);
    const refused = await read('203.0.113.9');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Not found' });
    // nginx on this machine connects from loopback for every visitor: forwarded means refused.
    expect((await read('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await read('127.0.0.1', { 'x-real-ip': '198.51.100.4' })).statusCode).toBe(404);
    expect((await read('203.0.113.9', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
    expect((await read('203.0.113.9', { authorization: 'Bearer ' })).statusCode).toBe(404);
    const withToken = await read('203.0.113.9', {
      authorization: `Bearer ${TOKEN}`,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toContain('text/plain');
  });
});

describe('GET /metrics with METRICS_ENABLED=false', () => {
  const t = useTestApp({ seed: false, env: { METRICS_ENABLED: 'false' } });

  it('is not there, and the storefront fallback does not answer for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
