import { API_BASE_PATH } from '@ninetonine/contract';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ordersClient, readStreamUntil } from '#test/order-fixtures';
import { mailsTo, tokenIn } from '#test/outbox';
import { signInAs } from '#test/sign-in';
import { ACCESS_COOKIE } from '../auth/sessions/session-cookies';
import {
  followStream,
  openStream,
  placeOrderAs,
  statusEvents,
  untilEnded,
  type StreamReader,
  useTwoInstances,
  useStreamingApp,
} from '#test/stream-fixtures';
import { csrfHeaders, TEST_DB } from '#test/test-app';
import { strongPassword, testBrowser } from '#test/test-browser';
import { auditLog } from '../../db/schema/index';

/** Each stream authorised once, at open, ends with its session (docs/decisions/0032). */
describe('live order streams end with their session, and staff streams with the role', () => {
  const t = useStreamingApp({ seed: false });

  /** A registered customer signed in on two devices, both following one order. */
  async function customerOnTwoDevices() {
    const phone = testBrowser(t.app);
    const account = await phone.register();
    const laptop = testBrowser(t.app);
    const signIn = await laptop.post('/signIn', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(200);
    const order = await placeOrderAs(t.app, phone.cookieHeader(), t.foodId);
    const url = `${t.base}${API_BASE_PATH}/orders/${order._id}/events`;
    const follow = (cookie: string) => followStream(url, cookie);
    return {
      account,
      order,
      phone,
      laptop,
      onPhone: await follow(phone.cookieHeader()),
      onLaptop: await follow(laptop.cookieHeader()),
    };
  }

  /** The stream is still followed: the kitchen's next move reaches it. */
  async function stillLive(orderId: string, s: { reader: StreamReader; text: string }) {
    const res = await ordersClient(t.app, t.staffCookie).setStatus(orderId, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    const text = await readStreamUntil(
      s.reader,
      (x) => statusEvents(x).some((e) => e.status === 'accepted'),
      s.text,
    );
    expect(statusEvents(text).map((e) => e.status)).toEqual(['placed', 'accepted']);
    await s.reader.cancel();
  }

  it('signing out ends that device’s stream, not the other device’s', async () => {
    const c = await customerOnTwoDevices();
    expect((await c.phone.post('/user/logout')).statusCode).toBe(200);
    await untilEnded(c.onPhone.reader, c.onPhone.text);
    await stillLive(c.order._id, c.onLaptop);
  });

  it('“sign out everywhere else” ends the other devices’ streams', async () => {
    const c = await customerOnTwoDevices();
    expect((await c.laptop.post('/sessions/sign-out-others')).statusCode).toBe(200);
    await untilEnded(c.onPhone.reader, c.onPhone.text);
    await stillLive(c.order._id, c.onLaptop);
  });

  it('a password change ends the other devices’ streams', async () => {
    const c = await customerOnTwoDevices();
    const password = strongPassword();
    const res = await c.phone.post('/changePassword', {
      currentPassword: c.account.password,
      newPassword: password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(200);
    await untilEnded(c.onLaptop.reader, c.onLaptop.text);
    await stillLive(c.order._id, c.onPhone);
  });

  it('a password reset ends every stream of the account, and no one else’s', async () => {
    const c = await customerOnTwoDevices();
    const bystander = await customerOnTwoDevices();
    expect(
      (await testBrowser(t.app).post('/forgot-password', { email: c.account.email })).statusCode,
    ).toBe(202);
    await expect.poll(() => mailsTo(t.outboxDir, c.account.email).length).toBeGreaterThanOrEqual(2);
    const token = tokenIn(mailsTo(t.outboxDir, c.account.email).at(-1)!, 'reset-password');
    const password = strongPassword();
    const reset = await testBrowser(t.app).post('/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    await untilEnded(c.onPhone.reader, c.onPhone.text);
    await untilEnded(c.onLaptop.reader, c.onLaptop.text);
    await stillLive(bystander.order._id, bystander.onPhone);
    await bystander.onLaptop.reader.cancel();
  });

  it('an admin ends every session of an account (audited): its streams end, no one else’s', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const c = await customerOnTwoDevices();
    const bystander = await customerOnTwoDevices();
    const endAll = (id: string, cookie = admin.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/staff/users/${id}/sessions/end`,
        headers: { ...csrfHeaders, cookie },
      });

    const res = await endAll(c.account.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Ended 2 sessions.', ended: 2 });
    await untilEnded(c.onPhone.reader, c.onPhone.text);
    await untilEnded(c.onLaptop.reader, c.onLaptop.text);
    expect((await c.phone.get('/me')).statusCode).toBe(401);
    expect((await c.laptop.get('/me')).statusCode).toBe(401);
    await stillLive(bystander.order._id, bystander.onLaptop);
    await bystander.onPhone.reader.cancel();

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.sessions_end'), eq(auditLog.entityId, c.account.userId)),
      );
    expect(audited).toMatchObject([{ actorUserId: admin.userId, after: { ended: 2 } }]);
    expect((await endAll(randomUUID())).statusCode).toBe(404);
    expect((await endAll(c.account.userId, t.staffCookie)).statusCode).toBe(403);
  });

  it('a role change ends that user’s kitchen stream; the new role decides the next one', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const cook = await signInAs(t.app, { role: 'staff' });
    const feed = `${t.base}${API_BASE_PATH}/staff/orders/events`;
    const cooks = await openStream(feed, cook.cookie);
    const others = await openStream(feed, t.staffCookie);
    const othersText = await readStreamUntil(others, (s) => s.includes('retry:'));
    const sofar = await readStreamUntil(cooks, (s) => s.includes('retry:'));

    const res = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/staff/users/${cook.userId}/role`,
      headers: { ...csrfHeaders, cookie: admin.cookie },
      payload: { role: 'customer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await untilEnded(cooks, sofar);
    // The change ended the cook's sessions (decision 0031); signed in again, the role is 403.
    expect((await fetch(feed, { headers: { cookie: cook.cookie } })).status).toBe(401);
    const again = await t.app.sessions.start(t.app.db, cook.userId, {});
    const cookAgain = `${ACCESS_COOKIE}=${again.accessToken}`;
    expect((await fetch(feed, { headers: { cookie: cookAgain } })).status).toBe(403);

    // Another member of staff still hears the kitchen's news.
    const diner = await signInAs(t.app);
    const order = await placeOrderAs(t.app, diner.cookie, t.foodId);
    const heard = await readStreamUntil(
      others,
      (s) => statusEvents(s).some((e) => e.orderId === order._id),
      othersText,
    );
    expect(statusEvents(heard).map((e) => e.orderId)).toContain(order._id);
    await others.cancel();
  });
});

// Two API instances need a real PostgreSQL: PGlite is one process's embedded database.
if (TEST_DB === 'postgres') {
  describe('a session ended through one instance ends its streams on another', () => {
    const two = useTwoInstances();
    const { a } = two;

    it('signing out through instance A ends the stream held by instance B', async () => {
      const phone = testBrowser(a.app);
      await phone.register();
      const order = await placeOrderAs(a.app, phone.cookieHeader(), a.foodId);
      const { reader, text } = await followStream(
        `${two.baseB}${API_BASE_PATH}/orders/${order._id}/events`,
        phone.cookieHeader(),
      );
      expect((await phone.post('/user/logout')).statusCode).toBe(200);
      await untilEnded(reader, text);
    });
  });
}
