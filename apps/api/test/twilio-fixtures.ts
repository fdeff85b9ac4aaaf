import { API_BASE_PATH, TWILIO_INBOUND_PATH } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { TEST_PUBLIC_URL } from './test-app';
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
