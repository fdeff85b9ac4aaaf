import { API_BASE_PATH, type OrderStatus } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOptOuts, users } from '../../db/schema/index';
import { kitchenWithFood, ordersClient, placePickupOrder } from '#test/order-fixtures';
import { injectAs, signInAs } from '#test/sign-in';
import { TWILIO_ERRORS } from '#test/stand-ins/twilio/index';
import { useTestApp } from '#test/test-app';
import {
  deliverReply,
  DLT_TEMPLATE_IDS,
  INBOUND_URL,
  MESSAGE_SETTINGS_PATH,
  messageJobsOf,
  placeWithPhone,
  useMessagingApp,
  WHATSAPP_TEMPLATES,
} from '#test/twilio-fixtures';
import { createMessageJobsRepository } from './message-jobs.repository';

describe('order updates through Twilio (the official SDK against the stand-in)', () => {
  const ctx = useMessagingApp();
  let staff: ReturnType<typeof ordersClient>;
  const jobsOf = (orderId: string) => messageJobsOf(ctx.t, orderId);
  const move = async (id: string, status: OrderStatus) => {
    const res = await staff.setStatus(id, { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const settle = (at?: Date) => ctx.t.app.orderMessages.settle(at);

  beforeAll(() => {
    staff = ordersClient(ctx.t.app, ctx.staff.cookie);
  });

  it('a customer who chose WhatsApp gets the receipt and each status as approved templates', async () => {
    const { me, orderId } = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 11111',
      orderUpdates: 'whatsapp',
    });
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
      await move(orderId, status);
    }
    await settle();
    const sent = ctx.twilio.control.to('+919845011111');
    expect(sent.map((m) => m.request.ContentSid)).toEqual([
      'HXreceipt',
      'HXaccepted',
      'HXready',
      'HXdelivered',
    ]);
    expect(sent[0]!.to).toBe('whatsapp:+919845011111');
    expect(sent[0]!.from).toBe('whatsapp:+15005550006');
    const number = (await jobsOf(orderId)).find((j) => j.status === 'placed')!;
    expect(JSON.parse(sent[0]!.request.ContentVariables!)).toEqual({
      '1': 'NineToNine',
      '2': expect.any(String),
      '3': `http://storefront.test/order-confirmation?id=${orderId}`,
    });
    expect(number).toMatchObject({ state: 'sent', providerId: sent[0]!.sid, attempts: 1 });
    // The choice is the customer's for next time, and shown in the account.
    const profile = await injectAs(ctx.t.app, me, 'GET', `${API_BASE_PATH}/auth/user/profile`);
    expect(profile.json().userProfileDetail.orderUpdates).toBe('whatsapp');
  });

  it('a phone-only account sets the choice in the account (anything else is a 400); checkout uses it', async () => {
    const me = await signInAs(ctx.t.app, { phone: '98450 10101' });
    // A phone-only account (phone sign-in): no email, so no mail; messages still go.
    await ctx.t.db.update(users).set({ email: null }).where(eq(users.id, me.userId));
    const profile = `${API_BASE_PATH}/auth/user/profile`;
    const set = await injectAs(ctx.t.app, me, 'PATCH', profile, { orderUpdates: 'sms' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().userProfileDetail.orderUpdates).toBe('sms');
    const bad = await injectAs(ctx.t.app, me, 'PATCH', profile, { orderUpdates: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await injectAs(ctx.t.app, me, 'GET', profile)).json().userProfileDetail.orderUpdates,
    ).toBe('sms');
    // No choice at checkout: the saved one is the order's.
    await placePickupOrder(ctx.t.app, me.cookie, ctx.foodId);
    await settle();
    expect(ctx.twilio.control.to('+919845010101').map((m) => m.to)).toEqual(['+919845010101']);
  });

  it('SMS goes as text with the DLT ids set; none sends nothing', async () => {
    await placeWithPhone(ctx.t, ctx.foodId, { phone: '98450 22222', orderUpdates: 'sms' });
    const none = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 33333',
      orderUpdates: 'none',
    });
    await settle();
    const [receipt] = ctx.twilio.control.to('+919845022222');
    expect(receipt).toMatchObject({ to: '+919845022222', from: '+15005550006' });
    expect(receipt!.body).toMatch(/^NineToNine: we have your order .+ Follow it here: http/);
    expect(await jobsOf(none.orderId)).toEqual([]);
    expect(ctx.twilio.control.to('+919845033333')).toEqual([]);
  });

  it('one row per order, status and channel: a second enqueue (another instance) adds nothing', async () => {
    const { orderId } = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 44444',
      orderUpdates: 'whatsapp',
    });
    const repo = createMessageJobsRepository();
    const again = { orderId, status: 'placed' as const, topic: 'receipt' as const };
    await repo.enqueue(ctx.t.db, {
      ...again,
      channel: 'whatsapp',
      phone: '+919845044444',
      runAt: new Date(),
    });
    await settle();
    expect(await jobsOf(orderId)).toHaveLength(1);
    expect(ctx.twilio.control.to('+919845044444')).toHaveLength(1);
  });

  it('a 429 or a 5xx is retried later; a refusal (4xx) is recorded once, never retried', async () => {
    ctx.twilio.control.failNext(TWILIO_ERRORS.tooManyRequests);
    const busy = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 55501',
      orderUpdates: 'whatsapp',
    });
    await settle();
    const [waiting] = await jobsOf(busy.orderId);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/Too Many Requests \(20429\)/);
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now());
    ctx.twilio.control.failNext(TWILIO_ERRORS.unavailable);
    await settle(new Date(waiting!.runAt.getTime() + 1));
    const [again] = await jobsOf(busy.orderId);
    expect(again).toMatchObject({ state: 'pending', attempts: 2 });
    await settle(new Date(again!.runAt.getTime() + 1));
    expect((await jobsOf(busy.orderId))[0]).toMatchObject({ state: 'sent', attempts: 3 });

    ctx.twilio.control.failNext(TWILIO_ERRORS.invalidTo('whatsapp:+919845055502'));
    const refused = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 55502',
      orderUpdates: 'whatsapp',
    });
    await settle();
    const [failed] = await jobsOf(refused.orderId);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/21211/);
    await settle(new Date(Date.now() + 24 * 3600_000));
    expect((await jobsOf(refused.orderId))[0]).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('STOP through the signed webhook opts the number out: nothing more is attempted', async () => {
    const { orderId } = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 66666',
      orderUpdates: 'sms',
    });
    await settle();
    expect(ctx.twilio.control.to('+919845066666')).toHaveLength(1);
    const stop = ctx.twilio.control.reply(INBOUND_URL, '+919845066666', 'STOP', 'sms');
    const res = await deliverReply(ctx.t.app, stop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    await move(orderId, 'accepted');
    await settle();
    expect(ctx.twilio.control.to('+919845066666')).toHaveLength(1);
    const accepted = (await jobsOf(orderId)).find((j) => j.status === 'accepted');
    expect(accepted).toMatchObject({ state: 'opted_out', attempts: 1 });
    // START takes the number back.
    const start = ctx.twilio.control.reply(INBOUND_URL, '+919845066666', 'START', 'sms');
    expect((await deliverReply(ctx.t.app, start)).statusCode).toBe(200);
    expect(
      await ctx.t.db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, '+919845066666')),
    ).toEqual([]);
  });

  it('refuses a webhook whose signature does not match, and changes nothing', async () => {
    const stop = ctx.twilio.control.reply(INBOUND_URL, '+919845077777', 'STOP', 'whatsapp');
    const forged = { ...stop, body: stop.body.replace('%2B919845077777', '%2B919845077778') };
    const res = await deliverReply(ctx.t.app, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request signature does not match.' });
    const unsigned = await deliverReply(ctx.t.app, {
      headers: { 'content-type': stop.headers['content-type'] },
      body: stop.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      await ctx.t.db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, '+919845077778')),
    ).toEqual([]);
  });

  it("the provider's own opted-out error (21610) is taken as an opt-out", async () => {
    // The customer replied STOP to Twilio while our webhook was away.
    ctx.twilio.control.reply(INBOUND_URL, '+919845088888', 'STOP', 'whatsapp');
    const { orderId } = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 88888',
      orderUpdates: 'whatsapp',
    });
    await settle();
    expect((await jobsOf(orderId))[0]).toMatchObject({ state: 'opted_out' });
    const [row] = await ctx.t.db
      .select()
      .from(messageOptOuts)
      .where(eq(messageOptOuts.phone, '+919845088888'));
    expect(row).toMatchObject({ source: 'provider' });
  });

  it('the settings refuse a malformed DLT entity id or template, and change nothing', async () => {
    const bad = await injectAs(ctx.t.app, ctx.admin, 'PUT', MESSAGE_SETTINGS_PATH, {
      dltEntityId: '12345',
      smsDltTemplateIds: DLT_TEMPLATE_IDS,
      whatsappTemplates: WHATSAPP_TEMPLATES,
    });
    expect(bad.statusCode).toBe(400);
    const odd = await injectAs(ctx.t.app, ctx.admin, 'PUT', MESSAGE_SETTINGS_PATH, {
      dltEntityId: '',
      smsDltTemplateIds: {},
      whatsappTemplates: { receipt: '<script>' },
    });
    expect(odd.statusCode).toBe(400);
    const now = await injectAs(ctx.t.app, ctx.admin, 'GET', MESSAGE_SETTINGS_PATH);
    expect(now.json().settings.whatsappTemplates).toEqual(WHATSAPP_TEMPLATES);
    expect(now.json().settings.dltEntityId).toBe('1101160000000000001');
  });

  it('an SMS to India without its DLT template id is recorded as failed, not sent', async () => {
    const cleared = await injectAs(ctx.t.app, ctx.admin, 'PUT', MESSAGE_SETTINGS_PATH, {
      dltEntityId: '1101160000000000001',
      smsDltTemplateIds: { ...DLT_TEMPLATE_IDS, receipt: '' },
      whatsappTemplates: WHATSAPP_TEMPLATES,
    });
    expect(cleared.statusCode).toBe(200);
    const { orderId } = await placeWithPhone(ctx.t, ctx.foodId, {
      phone: '98450 99999',
      orderUpdates: 'sms',
    });
    await settle();
    const [job] = await jobsOf(orderId);
    expect(job).toMatchObject({ state: 'failed' });
    expect(job!.lastError).toMatch(/DLT/);
    expect(ctx.twilio.control.to('+919845099999')).toEqual([]);
  });
});

describe('order updates with no provider configured: the local outbox', () => {
  const t = useTestApp({ seed: false });

  it('writes each message to DATA_DIR/outbox/messages and sends nothing', async () => {
    const { food, staff } = await kitchenWithFood(t.app, 'Idli');
    const { orderId } = await placeWithPhone(t, food.id, {
      phone: '98450 12121',
      orderUpdates: 'whatsapp',
    });
    const moved = await ordersClient(t.app, staff.cookie).setStatus(orderId, {
      status: 'accepted',
    });
    expect(moved.statusCode).toBe(200);
    await t.app.orderMessages.settle();
    const dir = path.join(t.outboxDir, 'messages');
    const files = readdirSync(dir).filter((f) => f.endsWith('.whatsapp.json'));
    expect(files).toHaveLength(2);
    // No Twilio routes without Twilio.
    const inbound = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/messaging/twilio/inbound`,
    });
    expect(inbound.statusCode).toBe(404);
  });
});
