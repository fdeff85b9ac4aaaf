import { API_BASE_PATH, staffOrderMessagesResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts } from '../../db/schema/index';
import { kitchenWithFood, ordersClient } from '#test/order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import {
  startTwilioStandIn,
  twilioSignature,
  type TwilioStandIn,
} from '#test/stand-ins/twilio/index';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#test/test-app';
import {
  deliverReply,
  deliverStatus,
  INBOUND_URL,
  messageJobsOf,
  placeWithPhone,
  TWILIO_TEST_KEYS,
  twilioEnv,
} from '#test/twilio-fixtures';

const SETTINGS = `${API_BASE_PATH}/staff/settings/order-messages`;
const STATUS_URL = `${TEST_PUBLIC_URL}${API_BASE_PATH}/messaging/twilio/status`;
const TEMPLATES = {
  receipt: 'HXreceipt',
  accepted: 'HXaccepted',
  out_for_delivery: 'HXout',
  ready_for_pickup: 'HXready',
  delivered: 'HXdelivered',
  cancelled: 'HXcancelled',
};
const DLT = Object.fromEntries(
  Object.keys(TEMPLATES).map((topic, i) => [topic, `110716000000000010${i}`]),
);

/**
 * Twilio's status callbacks (decision 0092): each message carries a StatusCallback naming its job;
 * the stand-in posts the callbacks Twilio documents, signed; staff read how each message fared.
 */
describe("order messages' delivery reports (Twilio's status callbacks through the stand-in)", () => {
  let t: TestApp;
  let twilio: TwilioStandIn;
  let foodId: string;
  let staff: SignedIn;
  const jobsOf = (orderId: string) => messageJobsOf(t, orderId);
  const place = async (phone: string, orderUpdates: 'whatsapp' | 'sms') =>
    (await placeWithPhone(t, foodId, { phone, orderUpdates })).orderId;
  const messagesOf = async (orderId: string, who: SignedIn | null = staff) =>
    injectAs(t.app, who, 'GET', `${API_BASE_PATH}/staff/orders/${orderId}/messages`);
  const shownFor = async (orderId: string) => {
    const res = await messagesOf(orderId);
    expect(res.statusCode, res.body).toBe(200);
    return staffOrderMessagesResponseSchema.parse(res.json()).messages;
  };

  beforeAll(async () => {
    twilio = await startTwilioStandIn(TWILIO_TEST_KEYS);
    t = await buildTestApp({ seed: false, env: twilioEnv(twilio) });
    const kitchen = await kitchenWithFood(t.app, 'Masala Dosa');
    foodId = kitchen.food.id;
    staff = kitchen.staff;
    const admin = await signInAs(t.app, { role: 'admin' });
    const saved = await injectAs(t.app, admin, 'PUT', SETTINGS, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: DLT,
      whatsappTemplates: TEMPLATES,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await twilio?.close();
  });

  it('sends each message with its StatusCallback; callbacks out of order never move it back', async () => {
    const orderId = await place('98450 31111', 'whatsapp');
    await t.app.orderMessages.settle();
    const [job] = await jobsOf(orderId);
    const [message] = twilio.control.to('+919845031111');
    expect(message!.request.StatusCallback).toBe(`${STATUS_URL}?job=${job!.id}`);
    expect(await shownFor(orderId)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'sent', reason: null }),
    ]);

    // Sent, then delivered, then read (WhatsApp): they arrive read, sent, delivered.
    const [sent, delivered, read] = twilio.control.statusCallbacks(message!, { status: 'read' });
    for (const post of [read!, sent!, delivered!]) {
      const res = await deliverStatus(t.app, post);
      expect(res.statusCode, res.body).toBe(204);
    }
    expect((await jobsOf(orderId))[0]).toMatchObject({
      state: 'sent',
      deliveryStatus: 'read',
      deliveryErrorCode: null,
    });
    expect((await shownFor(orderId))[0]).toMatchObject({ status: 'read', reason: null });
  });

  it('delivered, then a late "sent": stays delivered', async () => {
    const orderId = await place('98450 31112', 'sms');
    await t.app.orderMessages.settle();
    const [message] = twilio.control.to('+919845031112');
    const [sent, delivered] = twilio.control.statusCallbacks(message!, { status: 'delivered' });
    expect(new URLSearchParams(delivered!.body).get('MessageStatus')).toBe('delivered');
    expect((await deliverStatus(t.app, delivered!)).statusCode).toBe(204);
    expect((await deliverStatus(t.app, sent!)).statusCode).toBe(204);
    expect((await jobsOf(orderId))[0]).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('records undelivered and failed with their ErrorCode; staff see channel, status and why', async () => {
    const orderId = await place('98450 32222', 'sms');
    await ordersClient(t.app, staff.cookie).setStatus(orderId, { status: 'accepted' });
    await t.app.orderMessages.settle();
    const [receipt, accepted] = twilio.control.to('+919845032222');
    const reports = [
      ...twilio.control.statusCallbacks(receipt!, { status: 'undelivered', errorCode: 30003 }),
      ...twilio.control.statusCallbacks(accepted!, { status: 'failed', errorCode: 30006 }),
    ];
    for (const post of reports) expect((await deliverStatus(t.app, post)).statusCode).toBe(204);
    expect(new URLSearchParams(reports[1]!.body).get('ErrorCode')).toBe('30003');

    expect(await shownFor(orderId)).toEqual([
      {
        channel: 'sms',
        topic: 'receipt',
        status: 'undelivered',
        errorCode: 30003,
        reason: 'The phone was unreachable (switched off or out of coverage).',
        createdAt: expect.any(String),
      },
      {
        channel: 'sms',
        topic: 'accepted',
        status: 'failed',
        errorCode: 30006,
        reason: 'The number is a landline, or its carrier cannot take messages.',
        createdAt: expect.any(String),
      },
    ]);
    // A number Twilio does not know: 30005, in words too.
    const other = await place('98450 32223', 'sms');
    await t.app.orderMessages.settle();
    const [only] = twilio.control.to('+919845032223');
    for (const post of twilio.control.statusCallbacks(only!, {
      status: 'undelivered',
      errorCode: 30005,
    })) {
      await deliverStatus(t.app, post);
    }
    expect((await shownFor(other))[0]).toMatchObject({
      reason: 'The number is unknown or no longer in service.',
    });
  });

  it('shows why a message never went: opted out (STOP), or refused before sending', async () => {
    const orderId = await place('98450 33333', 'sms');
    await t.app.orderMessages.settle();
    const stop = twilio.control.reply(INBOUND_URL, '+919845033333', 'STOP', 'sms');
    expect((await deliverReply(t.app, stop)).statusCode).toBe(200);
    await ordersClient(t.app, staff.cookie).setStatus(orderId, { status: 'accepted' });
    await t.app.orderMessages.settle();
    expect((await shownFor(orderId))[1]).toMatchObject({
      topic: 'accepted',
      status: 'opted_out',
      reason: 'The customer opted out (replied STOP).',
    });

    const admin = await signInAs(t.app, { role: 'admin' });
    const noDlt = { ...DLT, receipt: '' };
    const cleared = await injectAs(t.app, admin, 'PUT', SETTINGS, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: noDlt,
      whatsappTemplates: TEMPLATES,
    });
    expect(cleared.statusCode).toBe(200);
    const refused = await place('98450 33334', 'sms');
    await t.app.orderMessages.settle();
    expect((await shownFor(refused))[0]).toMatchObject({
      status: 'failed',
      errorCode: null,
      reason: 'No DLT entity or template id is set for "receipt".',
    });
    await injectAs(t.app, admin, 'PUT', SETTINGS, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: DLT,
      whatsappTemplates: TEMPLATES,
    });
  });

  it('a failed report with 21610 (unsubscribed) opts the number out', async () => {
    const orderId = await place('98450 34444', 'whatsapp');
    await t.app.orderMessages.settle();
    const [message] = twilio.control.to('+919845034444');
    for (const post of twilio.control.statusCallbacks(message!, {
      status: 'failed',
      errorCode: 21610,
    })) {
      expect((await deliverStatus(t.app, post)).statusCode).toBe(204);
    }
    expect((await jobsOf(orderId))[0]).toMatchObject({
      deliveryStatus: 'failed',
      deliveryErrorCode: 21610,
    });
    const [optedOut] = await t.db
      .select()
      .from(messageOptOuts)
      .where(eq(messageOptOuts.phone, '+919845034444'));
    expect(optedOut).toMatchObject({ source: 'provider' });
  });

  it('refuses a callback whose signature does not match (400 {message}) and changes nothing', async () => {
    const orderId = await place('98450 35555', 'sms');
    await t.app.orderMessages.settle();
    const [message] = twilio.control.to('+919845035555');
    const [, undelivered] = twilio.control.statusCallbacks(message!, {
      status: 'undelivered',
      errorCode: 30003,
    });
    const [job] = await jobsOf(orderId);
    const forgeries = [
      // Another status than the one signed.
      { ...undelivered!, body: undelivered!.body.replace('=undelivered', '=delivered') },
      // Another job than the one signed.
      { ...undelivered!, url: undelivered!.url.replace(job!.id, 'someone-else') },
      // Unsigned.
      { ...undelivered!, headers: { 'content-type': undelivered!.headers['content-type'] } },
    ];
    for (const forged of forgeries) {
      const res = await deliverStatus(t.app, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request signature does not match.' });
    }
    expect((await jobsOf(orderId))[0]).toMatchObject({
      deliveryStatus: null,
      deliveryErrorCode: null,
    });
  });

  it('answers statuses it does not keep (sending) and changes nothing', async () => {
    const orderId = await place('98450 36666', 'sms');
    await t.app.orderMessages.settle();
    const [message] = twilio.control.to('+919845036666');
    const [sent] = twilio.control.statusCallbacks(message!, { status: 'delivered' });
    const fields = Object.fromEntries(new URLSearchParams(sent!.body));
    const sending = { ...fields, MessageStatus: 'sending', SmsStatus: 'sending' };
    const res = await deliverStatus(t.app, {
      url: sent!.url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(TWILIO_TEST_KEYS.authToken, sent!.url, sending),
      },
      body: new URLSearchParams(sending).toString(),
    });
    expect(res.statusCode).toBe(204);
    expect((await jobsOf(orderId))[0]).toMatchObject({ deliveryStatus: null });
  });

  it("an order's messages are for staff: 401 signed out, 403 for customers, 404 for no order", async () => {
    const orderId = await place('98450 37777', 'sms');
    const customer = await signInAs(t.app);
    expect((await messagesOf(orderId, null)).statusCode).toBe(401);
    expect((await messagesOf(orderId, customer)).statusCode).toBe(403);
    const missing = await messagesOf('no-such-order');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.any(String) });
  });
});
