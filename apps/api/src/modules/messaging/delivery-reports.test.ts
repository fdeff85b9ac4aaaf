import { API_BASE_PATH, staffOrderMessagesResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOptOuts } from '../../db/schema/index';
import { ordersClient } from '#test/order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { twilioSignature } from '#test/stand-ins/twilio/index';
import { TEST_PUBLIC_URL } from '#test/test-app';
import {
  deliverReply,
  deliverStatus,
  DLT_TEMPLATE_IDS,
  INBOUND_URL,
  MESSAGE_SETTINGS_PATH,
  messageJobsOf,
  placeWithPhone,
  TWILIO_TEST_KEYS,
  useMessagingApp,
  WHATSAPP_TEMPLATES,
} from '#test/twilio-fixtures';

const STATUS_URL = `${TEST_PUBLIC_URL}${API_BASE_PATH}/messaging/twilio/status`;

/**
 * Twilio's status callbacks (decision 0092): each message carries a StatusCallback naming its job;
 * the stand-in posts the callbacks Twilio documents, signed; staff read how each message fared.
 */
describe("order messages' delivery reports (Twilio's status callbacks through the stand-in)", () => {
  const ctx = useMessagingApp();
  const jobsOf = (orderId: string) => messageJobsOf(ctx.t, orderId);
  const place = async (phone: string, orderUpdates: 'whatsapp' | 'sms') =>
    (await placeWithPhone(ctx.t, ctx.foodId, { phone, orderUpdates })).orderId;
  const messagesOf = async (orderId: string, who: SignedIn | null = ctx.staff) =>
    injectAs(ctx.t.app, who, 'GET', `${API_BASE_PATH}/staff/orders/${orderId}/messages`);
  const shownFor = async (orderId: string) => {
    const res = await messagesOf(orderId);
    expect(res.statusCode, res.body).toBe(200);
    return staffOrderMessagesResponseSchema.parse(res.json()).messages;
  };

  it('sends each message with its StatusCallback; callbacks out of order never move it back', async () => {
    const orderId = await place('98450 31111', 'whatsapp');
    await ctx.t.app.orderMessages.settle();
    const [job] = await jobsOf(orderId);
    const [message] = ctx.twilio.control.to('+919845031111');
    expect(message!.request.StatusCallback).toBe(`${STATUS_URL}?job=${job!.id}`);
    expect(await shownFor(orderId)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'sent', reason: null }),
    ]);

    // Sent, then delivered, then read (WhatsApp): they arrive read, sent, delivered.
    const [sent, delivered, read] = ctx.twilio.control.statusCallbacks(message!, {
      status: 'read',
    });
    for (const post of [read!, sent!, delivered!]) {
      const res = await deliverStatus(ctx.t.app, post);
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
    await ctx.t.app.orderMessages.settle();
    const [message] = ctx.twilio.control.to('+919845031112');
    const [sent, delivered] = ctx.twilio.control.statusCallbacks(message!, { status: 'delivered' });
    expect(new URLSearchParams(delivered!.body).get('MessageStatus')).toBe('delivered');
    expect((await deliverStatus(ctx.t.app, delivered!)).statusCode).toBe(204);
    expect((await deliverStatus(ctx.t.app, sent!)).statusCode).toBe(204);
    expect((await jobsOf(orderId))[0]).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('records undelivered and failed with their ErrorCode; staff see channel, status and why', async () => {
    const orderId = await place('98450 32222', 'sms');
    await ordersClient(ctx.t.app, ctx.staff.cookie).setStatus(orderId, { status: 'accepted' });
    await ctx.t.app.orderMessages.settle();
    const [receipt, accepted] = ctx.twilio.control.to('+919845032222');
    const reports = [
      ...ctx.twilio.control.statusCallbacks(receipt!, { status: 'undelivered', errorCode: 30003 }),
      ...ctx.twilio.control.statusCallbacks(accepted!, { status: 'failed', errorCode: 30006 }),
    ];
    for (const post of reports) expect((await deliverStatus(ctx.t.app, post)).statusCode).toBe(204);
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
    await ctx.t.app.orderMessages.settle();
    const [only] = ctx.twilio.control.to('+919845032223');
    for (const post of ctx.twilio.control.statusCallbacks(only!, {
      status: 'undelivered',
      errorCode: 30005,
    })) {
      await deliverStatus(ctx.t.app, post);
    }
    expect((await shownFor(other))[0]).toMatchObject({
      reason: 'The number is unknown or no longer in service.',
    });
  });

  it('shows why a message never went: opted out (STOP), or refused before sending', async () => {
    const orderId = await place('98450 33333', 'sms');
    await ctx.t.app.orderMessages.settle();
    const stop = ctx.twilio.control.reply(INBOUND_URL, '+919845033333', 'STOP', 'sms');
    expect((await deliverReply(ctx.t.app, stop)).statusCode).toBe(200);
    await ordersClient(ctx.t.app, ctx.staff.cookie).setStatus(orderId, { status: 'accepted' });
    await ctx.t.app.orderMessages.settle();
    expect((await shownFor(orderId))[1]).toMatchObject({
      topic: 'accepted',
      status: 'opted_out',
      reason: 'The customer opted out (replied STOP).',
    });

    const admin = await signInAs(ctx.t.app, { role: 'admin' });
    const noDlt = { ...DLT_TEMPLATE_IDS, receipt: '' };
    const cleared = await injectAs(ctx.t.app, admin, 'PUT', MESSAGE_SETTINGS_PATH, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: noDlt,
      whatsappTemplates: WHATSAPP_TEMPLATES,
    });
    expect(cleared.statusCode).toBe(200);
    const refused = await place('98450 33334', 'sms');
    await ctx.t.app.orderMessages.settle();
    expect((await shownFor(refused))[0]).toMatchObject({
      status: 'failed',
      errorCode: null,
      reason: 'No DLT entity or template id is set for "receipt".',
    });
    await injectAs(ctx.t.app, admin, 'PUT', MESSAGE_SETTINGS_PATH, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: DLT_TEMPLATE_IDS,
      whatsappTemplates: WHATSAPP_TEMPLATES,
    });
  });

  it('a failed report with 21610 (unsubscribed) opts the number out', async () => {
    const orderId = await place('98450 34444', 'whatsapp');
    await ctx.t.app.orderMessages.settle();
    const [message] = ctx.twilio.control.to('+919845034444');
    for (const post of ctx.twilio.control.statusCallbacks(message!, {
      status: 'failed',
      errorCode: 21610,
    })) {
      expect((await deliverStatus(ctx.t.app, post)).statusCode).toBe(204);
    }
    expect((await jobsOf(orderId))[0]).toMatchObject({
      deliveryStatus: 'failed',
      deliveryErrorCode: 21610,
    });
    const [optedOut] = await ctx.t.db
      .select()
      .from(messageOptOuts)
      .where(eq(messageOptOuts.phone, '+919845034444'));
    expect(optedOut).toMatchObject({ source: 'provider' });
  });

  it('refuses a callback whose signature does not match (400 {message}) and changes nothing', async () => {
    const orderId = await place('98450 35555', 'sms');
    await ctx.t.app.orderMessages.settle();
    const [message] = ctx.twilio.control.to('+919845035555');
    const [, undelivered] = ctx.twilio.control.statusCallbacks(message!, {
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
      const res = await deliverStatus(ctx.t.app, forged);
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
    await ctx.t.app.orderMessages.settle();
    const [message] = ctx.twilio.control.to('+919845036666');
    const [sent] = ctx.twilio.control.statusCallbacks(message!, { status: 'delivered' });
    const fields = Object.fromEntries(new URLSearchParams(sent!.body));
    const sending = { ...fields, MessageStatus: 'sending', SmsStatus: 'sending' };
    const res = await deliverStatus(ctx.t.app, {
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
    const customer = await signInAs(ctx.t.app);
    expect((await messagesOf(orderId, null)).statusCode).toBe(401);
    expect((await messagesOf(orderId, customer)).statusCode).toBe(403);
    const missing = await messagesOf('no-such-order');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.any(String) });
  });
});
