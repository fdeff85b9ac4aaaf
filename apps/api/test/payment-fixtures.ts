import {
  API_BASE_PATH,
  RAZORPAY_WEBHOOK_PATH,
  orderResponseSchema,
  placeOrderResponseSchema,
} from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFood } from './cart-fixtures';
import { addToCart, ordersClient, setRestaurant } from './order-fixtures';
import { injectAs, signInAs, type SignedIn } from './sign-in';
import { startRazorpayStandIn, type RazorpayStandIn } from './stand-ins/razorpay/index';
import type { WebhookDelivery } from './stand-ins/razorpay/webhook-outbox';
import { buildTestApp, csrfHeaders, TEST_DB, type TestApp } from './test-app';

export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_standin',
  keySecret: 'standin_key_secret_0123456789',
  webhookSecret: 'standin_webhook_secret_0123456789',
};

/** The env that points an app at a stand-in (no job of its own: tests run it). */
export const razorpayEnv = (standIn: RazorpayStandIn, ttlSeconds = 900) => ({
  RAZORPAY_KEY_ID: RAZORPAY_TEST_KEYS.keyId,
  RAZORPAY_KEY_SECRET: RAZORPAY_TEST_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST_KEYS.webhookSecret,
  RAZORPAY_API_URL: standIn.url,
  ONLINE_PAYMENT_TTL_SECONDS: String(ttlSeconds),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
});

/** One app per file with online payment on a stand-in (webhooks held for the test to deliver). */
export function usePaymentsApp() {
  const ctx = {} as { t: TestApp; standIn: RazorpayStandIn; foodId: string };
  beforeAll(async () => {
    ctx.standIn = await startRazorpayStandIn(RAZORPAY_TEST_KEYS);
    ctx.t = await buildTestApp({ seed: false, env: razorpayEnv(ctx.standIn) });
    await setRestaurant(ctx.t.app);
    // Regular ₹249.50: exact online, ₹250 in cash.
    ctx.foodId = (await createFood(ctx.t.app, { name: 'Masala Dosa' })).id;
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.standIn?.close();
  });
  return ctx;
}

/**
 * Online payment on a stand-in, served by two instances sharing one database on PostgreSQL (the
 * same instance twice on PGlite, whose database one process owns): for tests of what must happen
 * once however many instances hear of it.
 */
export function usePaymentsOnTwoInstances() {
  const ctx = {} as { a: TestApp; b: TestApp; standIn: RazorpayStandIn };
  beforeAll(async () => {
    ctx.standIn = await startRazorpayStandIn(RAZORPAY_TEST_KEYS);
    const env = razorpayEnv(ctx.standIn);
    ctx.a = await buildTestApp({ seed: false, env });
    ctx.b =
      TEST_DB === 'postgres'
        ? await buildTestApp({ seed: false, env, databaseUrl: ctx.a.databaseUrl })
        : ctx.a;
    await setRestaurant(ctx.a.app);
  }, 60_000);
  afterAll(async () => {
    if (ctx.b !== ctx.a) await ctx.b?.close();
    await ctx.a?.close();
    await ctx.standIn?.close();
  });
  return ctx;
}

/**
 * A customer's ₹249.50 pickup order, paid online (so invoiced) and, unless left `placed`,
 * accepted by `staff`: where the refund and credit-note tests start.
 */
export async function placePaidOnline(
  ctx: ReturnType<typeof usePaymentsApp>,
  staff: SignedIn,
  status: 'placed' | 'accepted' = 'accepted',
) {
  const { app } = ctx.t;
  const { control } = ctx.standIn;
  const placed = await placeOnline(app, ctx.foodId);
  const paid = control.pay(control.linkFor(placed.order._id)!.id);
  await followReturn(app, paid.returnUrl);
  if (status === 'accepted') {
    const url = `${API_BASE_PATH}/staff/orders/${placed.order._id}/status`;
    const res = await injectAs(app, staff, 'PATCH', url, { status: 'accepted' });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...placed, paymentId: paid.payment.id };
}

/** A customer with one dish in the cart who places it for online payment. */
export async function placeOnline(
  app: FastifyInstance,
  foodId: string,
  extra: Record<string, unknown> = {},
) {
  const me = await signInAs(app);
  await addToCart(app, me.cookie, foodId, 'Regular', 1);
  const api = ordersClient(app, me.cookie);
  const quote = await api.quote({ fulfilment: 'pickup', paymentMethod: 'online', ...extra });
  const res = await api.place({
    fulfilment: 'pickup',
    paymentMethod: 'online',
    confirmedTotal: quote.json().quote.total,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = placeOrderResponseSchema.parse(res.json());
  return { ...me, api, order: body.order, redirectUrl: body.payment!.redirectUrl };
}

/** A customer's order of one Regular dish (₹249.50), paid at the counter (₹250 in cash). */
export async function placeCashOrder(app: FastifyInstance, foodId: string) {
  const me = await signInAs(app);
  await addToCart(app, me.cookie, foodId, 'Regular', 1);
  const api = ordersClient(app, me.cookie);
  const res = await api.place({
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 250,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...me, api, order: orderResponseSchema.parse(res.json()).order };
}

/** Delivers a stand-in webhook to the app as Razorpay would (raw body, its headers). */
export const deliver = (app: FastifyInstance, d: WebhookDelivery) =>
  app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${RAZORPAY_WEBHOOK_PATH}`,
    headers: d.headers,
    payload: d.body,
  });

/** The hosted page's return, followed by the app (a browser's navigation). */
export const followReturn = (app: FastifyInstance, returnUrl: string) => {
  const url = new URL(returnUrl);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: csrfHeaders });
};
