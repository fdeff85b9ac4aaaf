import { API_BASE_PATH, STRIPE_WEBHOOK_PATH } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createFood } from './cart-fixtures';
import { setRestaurant } from './order-fixtures';
import { startStripeStandIn, type StripeStandIn } from './stand-ins/stripe/index';
import type { StripeDelivery } from './stand-ins/stripe/webhook-outbox';
import { buildTestApp, type TestApp } from './test-app';

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_standin_0123456789',
  webhookSecret: 'whsec_standin_0123456789',
};

/** The env that points an app at the Stripe stand-in (no job of its own: tests run it). */
export const stripeEnv = (standIn: StripeStandIn, ttlSeconds = 900) => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
  STRIPE_API_URL: standIn.url,
  ONLINE_PAYMENT_TTL_SECONDS: String(ttlSeconds),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
});

/** A restaurant in London, in pounds: Stripe's side of decision 0078. */
export const LONDON = {
  currency: 'GBP',
  locale: 'en-GB',
  country: 'GB',
  timeZone: 'Europe/London',
  pickupAddress: '1 Long Acre, London',
  phone: '+44 20 7946 0000',
};

/** One app per file taking online payment through Stripe Checkout on the stand-in. */
export function useStripeApp() {
  const ctx = {} as { t: TestApp; standIn: StripeStandIn; foodId: string };
  beforeAll(async () => {
    ctx.standIn = await startStripeStandIn(STRIPE_TEST_KEYS);
    ctx.t = await buildTestApp({ seed: false, env: stripeEnv(ctx.standIn) });
    await setRestaurant(ctx.t.app, LONDON);
    ctx.foodId = (await createFood(ctx.t.app, { name: 'Fish and chips' })).id;
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.standIn?.close();
  });
  return ctx;
}

/** Delivers a stand-in webhook to the app as Stripe would (raw body, its headers). */
export const deliverStripe = (app: FastifyInstance, d: StripeDelivery) =>
  app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${STRIPE_WEBHOOK_PATH}`,
    headers: d.headers,
    payload: d.body,
  });
