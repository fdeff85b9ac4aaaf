import { API_BASE_PATH, TWILIO_INBOUND_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { messageJobs } from '#src/db/schema/index';
import { addToCart, ordersClient } from './order-fixtures';
import { signInAs } from './sign-in';
import { TEST_PUBLIC_URL, type TestApp } from './test-app';
import type { TwilioStandIn } from './stand-ins/twilio/index';

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
