import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE, type Food } from '@ninetonine/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderable } from '../browser/cart-helpers';
import { cookiesOf, type Instance } from './api-instances';
import { startLoad } from './load';
import { cookieHeader, placePickupOrder, staffSession } from './order-flow';
import { STAFF, startTopology, type Topology } from './topology-stack';

const WAIT = { timeout: 45_000 };
const PASSWORD = 'Saffron-Basil-2931';
const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let t: Topology;
let context: BrowserContext;
let page: Page;
let orderId: string;
let moveOrder: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await startTopology();
  context = await t.browser.newContext({
    baseURL: t.publicUrl,
    // The throwaway certificate is self-signed; Node's own calls check it against the test's CA.
    ignoreHTTPSErrors: true,
    viewport: { width: 390, height: 844 },
  });
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await t?.stop();
});

/**
 * The live order streams `instance` holds, from its own /metrics (read on loopback, directly:
 * through nginx it is 404). A request's log line is written when it is answered, and a stream
 * is answered only when it ends, so the logs cannot say who holds one.
 */
async function openStreams(instance: Instance): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  const line = /^order_streams_open(?:\{[^}]*\})? (\d+)$/m.exec(text);
  if (!line) throw new Error(`no order_streams_open in ${instance.url}/metrics`);
  return Number(line[1]);
}

const shownStatus = () => page.getByTestId('order-status').first().textContent();

describe('the production profile: nginx with TLS, two API instances, PostgreSQL, Redis, SMTP', () => {
  it('redirects plain HTTP to https, sends HSTS and a request id, and keeps /metrics and ready inside', async () => {
    const plain = await fetch(`http://127.0.0.1:${t.proxy.httpPort}/menu`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\/[^/]+\/menu$/);

    const home = await t.https.call('GET', '/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // One request id per request, nginx's own, sent back to the client.
    expect(home.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    // A client's own plain id passes through; anything else is replaced.
    const mine = await t.https.call('GET', '/', {
      headers: { 'x-request-id': 'trace-0123456789' },
    });
    expect(mine.headers['x-request-id']).toBe('trace-0123456789');
    const odd = await t.https.call('GET', '/', { headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.headers['x-request-id']).not.toBe('a b\tc');
    // Metrics never leave the machine through the proxy (to the API it would look local).
    expect((await t.https.call('GET', '/metrics')).status).toBe(404);
    // Nor does readiness: balancers and the release loop ask each instance on its own port.
    expect((await t.https.call('GET', '/api/v1/health/ready')).status).toBe(404);
    expect((await t.https.call('GET', '/api/v1/health/live')).status).toBe(200);
  });

  it('a customer signs up over https, gets the mail by SMTP, orders, and follows the kitchen working on both instances', async () => {
    const email = `topology.${Date.now().toString(36)}@example.test`;
    await page.goto('/signup');
    await page.getByLabel('Name', { exact: true }).fill('Tara Topology');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies.filter((c) => c.httpOnly)) {
      expect(cookie.name).toMatch(/^__Host-/);
      expect(cookie.secure).toBe(true);
    }

    // The verification mail went out by SMTP, its link on PUBLIC_URL; it works through nginx.
    await expect.poll(() => t.mail.mails.filter((m) => m.to.includes(email)).length, WAIT).toBe(1);
    const mail = t.mail.mails.find((m) => m.to.includes(email))!;
    const link = new RegExp(`${t.publicUrl}/verify-email#token=[A-Za-z0-9_-]+`).exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    await page.goto(link![0]);
    await page.getByRole('button', { name: `Confirm ${email}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'your email address is verified' })
      .waitFor(WAIT);

    // The session is one for both instances: each answers /auth/me for the browser's cookies.
    const cookie = await cookieHeader(context);
    for (const instance of t.instances) {
      const me = await fetch(`${instance.url}${API_BASE_PATH}/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
    }

    const foods = (await (
      await context.request.get(`${API_BASE_PATH}/foods/getAllFood?limit=100`)
    ).json()) as { foods: Food[] };
    const order = await placePickupOrder(context.request, orderable(foods.foods)[0]!);
    orderId = order._id;
    await page.goto(`/order-confirmation?id=${orderId}`);
    await page.getByText(/^Live:/).waitFor(WAIT);
    expect(await shownStatus()).toBe('Placed');

    // The kitchen signed in through the proxy; it works on one instance, then on the other:
    // whichever holds the customer's stream, one change comes from the other (Redis events).
    moveOrder = await staffSession(
      () =>
        t.https.call('POST', `${API_BASE_PATH}/auth/signIn`, {
          headers: CSRF,
          body: { email: STAFF.email, password: STAFF.password },
        }),
      cookiesOf,
    );
    const [one, two] = t.instances;
    await moveOrder(two.url, orderId, 'accepted');
    await expect.poll(shownStatus, WAIT).toBe('Accepted');
    await moveOrder(one.url, orderId, 'preparing');
    await expect.poll(shownStatus, WAIT).toBe('Preparing');
  }, 240_000);

  it('counts a rate limit across both instances (Redis)', async () => {
    // Forgot-password allows 3 per email an hour: two on one instance, one on the other, then
    // the fourth is refused by either.
    const email = `limit.${Date.now().toString(36)}@example.test`;
    const ask = (instance: Instance) =>
      fetch(`${instance.url}${API_BASE_PATH}/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...CSRF },
        body: JSON.stringify({ email }),
      }).then((r) => r.status);
    const [one, two] = t.instances;
    expect([await ask(one), await ask(one), await ask(two)]).toEqual([202, 202, 202]);
    expect(await ask(two)).toBe(429);
    expect(await ask(one)).toBe(429);
  });

  it('SIGKILL of the instance holding the live stream: the page reconnects through nginx to the other and shows the next status', async () => {
    expect(orderId).toBeDefined();
    // The customer's page holds the only stream: the instance that has it is the victim.
    const [one, two] = t.instances;
    const held = [await openStreams(one!), await openStreams(two!)];
    expect(held[0]! + held[1]!).toBe(1);
    const victim = held[0] === 1 ? one! : two!;
    const survivor = victim === one ? two! : one!;
    expect(await openStreams(survivor)).toBe(0);
    await victim.kill();

    await moveOrder(survivor.url, orderId, 'ready');
    await expect.poll(shownStatus, WAIT).toBe('Ready');
    // Live again (not the page's fallback polling), on a stream the survivor opened.
    await page.getByText(/^Live:/).waitFor(WAIT);
    await expect.poll(() => openStreams(survivor), WAIT).toBe(1);

    // Nothing lost: the order with its status, the customer's session, through the proxy.
    const read = await context.request.get(`${API_BASE_PATH}/orders/${orderId}`);
    expect(read.status()).toBe(200);
    expect(((await read.json()) as { order: { status: string } }).order.status).toBe('ready');
    expect((await context.request.get(`${API_BASE_PATH}/auth/me`)).status()).toBe(200);

    await victim.start();
    await moveOrder(victim.url, orderId, 'picked_up');
    await expect.poll(shownStatus, WAIT).toBe('Picked up');
  }, 180_000);

  it('a rolling restart of both instances under load through nginx loses no request', async () => {
    for (const instance of t.instances) if (!instance.running) await instance.start();
    // The customer follows a new order through both restarts.
    const foods = (await (
      await context.request.get(`${API_BASE_PATH}/foods/getAllFood?limit=100`)
    ).json()) as { foods: Food[] };
    const order = await placePickupOrder(context.request, orderable(foods.foods)[0]!);
    await page.goto(`/order-confirmation?id=${order._id}`);
    await page.getByText(/^Live:/).waitFor(WAIT);
    const load = startLoad(t.https, await cookieHeader(context));
    const after = async (n: number) => {
      const target = load.done() + n;
      await expect.poll(() => load.done(), WAIT).toBeGreaterThanOrEqual(target);
    };
    try {
      await after(50);
      for (const instance of t.instances) {
        // docs/deploy.md's rolling restart: out of nginx's upstream first (marked down, nginx
        // reloaded), so no new request is sent to an instance that is closing; then SIGTERM
        // drains what it holds. nginx open source has no active health check to see ready's 503.
        await t.proxy.setDown(instance.port, true);
        const exit = await instance.stop();
        expect(exit).toEqual({ code: 0, signal: null });
        await after(30); // served by the other one alone
        const restartedAt = t.proxy.logSize();
        await instance.start();
        await t.proxy.setDown(instance.port, false);
        // Back in nginx's rotation before the next one stops.
        await expect
          .poll(() => t.proxy.answeredBy(instance.port, restartedAt), WAIT)
          .toBeGreaterThan(0);
      }
      await after(30);
    } finally {
      const result = await load.stop();
      console.log(
        `rolling restart: ${result.reads} reads, ${result.writes} writes through nginx, ${t.https.retried()} sent again on a new connection after nginx closed an idle one`,
      );
      expect(result.failures).toEqual([]);
    }
    // The customer's session outlived both restarts, and the page is live on a new stream.
    expect((await context.request.get(`${API_BASE_PATH}/auth/me`)).status()).toBe(200);
    await moveOrder(t.instances[0].url, order._id, 'accepted');
    await expect.poll(shownStatus, WAIT).toBe('Accepted');
    await page.getByText(/^Live:/).waitFor(WAIT);
  }, 300_000);
});
