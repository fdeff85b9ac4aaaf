import { API_BASE_PATH, TWILIO_INBOUND_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { messageJobs } from '#src/db/schema/index';
import { addToCart, kitchenWithFood, ordersClient } from './order-fixtures';
import { injectAs, signInAs, type SignedIn } from './sign-in';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from './test-app';
import { startTwilioStandIn, type TwilioStandIn } from './stand-ins/twilio/index';

export const TWILIO_TEST_KEYS = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'standin-auth-token-0123456789',
};

/** The env that points an app at the Twilio stand-in (decision 0092). */
export const twilioEnv = (standIn: TwilioStandIn) => ({
  TWILIO_ACCOUNT_SID: TWILIO_TEST_KEYS.accountSid,
  TWILIO_AUTH_TOKEN: TWILIO_TEST_KEYS.authToken,
  TWILIO_SMS_FROM: '+15005550006',
  TWILIO_WHATSAPP_FROM: 'whatsapp:+15005550006',
  TWILIO_API_URL: standIn.url,
});

/** The URL Twilio calls (and signs) for incoming messages, as PUBLIC_URL gives it. */
export const INBOUND_URL = `${TEST_PUBLIC_URL}${API_BASE_PATH}${TWILIO_INBOUND_PATH}`;

/** Delivers a reply the stand-in signed to the app, as Twilio would post it. */
export const deliverReply = (
  app: FastifyInstance,
  reply: { headers: Record<string, string>; body: string },
) =>
  app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${TWILIO_INBOUND_PATH}`,
    headers: reply.headers,
    payload: reply.body,
  });

/** Delivers a status callback the stand-in signed to the app, at the path Twilio would post to. */
export const deliverStatus = (
  app: FastifyInstance,
  post: { url: string; headers: Record<string, string>; body: string },
) => {
  const { pathname, search } = new URL(post.url);
  return app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    headers: post.headers,
    payload: post.body,
  });
};

/** A customer whose profile phone is `phone` (national form, India) places a pickup order. */
export async function placeWithPhone(
  t: TestApp,
  foodId: string,
  opts: { phone: string; orderUpdates?: 'whatsapp' | 'sms' | 'none' },
) {
  const me = await signInAs(t.app, { phone: opts.phone });
  await addToCart(t.app, me.cookie, foodId, 'Large', 1);
  const res = await ordersClient(t.app, me.cookie).place({
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 299,
    ...(opts.orderUpdates && { orderUpdates: opts.orderUpdates }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { me, orderId: res.json().order._id as string };
}

/** An order's text-message jobs (decision 0092). */
export const messageJobsOf = (t: TestApp, orderId: string) =>
  t.db.select().from(messageJobs).where(eq(messageJobs.orderId, orderId));

export const MESSAGE_SETTINGS_PATH = `${API_BASE_PATH}/staff/settings/order-messages`;

/** Approved WhatsApp templates (Content SIDs), one per topic. */
export const WHATSAPP_TEMPLATES = {
  receipt: 'HXreceipt',
  accepted: 'HXaccepted',
  out_for_delivery: 'HXout',
  ready_for_pickup: 'HXready',
  delivered: 'HXdelivered',
  cancelled: 'HXcancelled',
};

/** A registered DLT template id per topic, as SMS to India needs. */
export const DLT_TEMPLATE_IDS = {
  receipt: '1107160000000000001',
  accepted: '1107160000000000002',
  out_for_delivery: '1107160000000000003',
  ready_for_pickup: '1107160000000000004',
  delivered: '1107160000000000005',
  cancelled: '1107160000000000006',
};

/**
 * One app per file sending order updates through the Twilio stand-in (decision 0092): a kitchen
 * with one dish and its staff member, and an admin who saved the DLT ids and the templates.
 */
export function useMessagingApp() {
  const ctx = {} as {
    t: TestApp;
    twilio: TwilioStandIn;
    foodId: string;
    staff: SignedIn;
    admin: SignedIn;
  };
  beforeAll(async () => {
    ctx.twilio = await startTwilioStandIn(TWILIO_TEST_KEYS);
    ctx.t = await buildTestApp({ seed: false, env: twilioEnv(ctx.twilio) });
    const kitchen = await kitchenWithFood(ctx.t.app, 'Masala Dosa');
    ctx.foodId = kitchen.food.id;
    ctx.staff = kitchen.staff;
    ctx.admin = await signInAs(ctx.t.app, { role: 'admin', name: 'Owner' });
    const saved = await injectAs(ctx.t.app, ctx.admin, 'PUT', MESSAGE_SETTINGS_PATH, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: DLT_TEMPLATE_IDS,
      whatsappTemplates: WHATSAPP_TEMPLATES,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ providerConfigured: true });
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.twilio?.close();
  });
  return ctx;
}
