import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ordersClient, readStreamUntil } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import {
  followStream,
  placeOrderAs,
  statusEvents,
  untilEnded,
  type StreamReader,
  useStreamingApp,
} from '#test/stream-fixtures';
import {} from '#test/test-app';
import { createAccessTokens } from '../auth/sessions/access-token';
import { ACCESS_COOKIE } from '../auth/sessions/session-cookies';

describe('live order streams: caps, opening limit, lifetime, one read per change', () => {
  const sessionSecret = randomBytes(32).toString('hex');
  const t = useStreamingApp({
    seed: false,
    sessionSecret,
    env: { STREAMS_PER_USER: '3', STREAMS_TOTAL: '6', STREAM_OPENS_PER_MINUTE: '8' },
  });

  /** A customer with one placed order, and the URL of its stream. */
  async function customer() {
    const me = await signInAs(t.app);
    const order = await placeOrderAs(t.app, me.cookie, t.foodId);
    return { ...me, order, url: `${t.base}/api/v1/orders/${order._id}/events` };
  }
  const openNow = () => t.app.orderStreams.stats().open;
  /** Cancels the readers and waits until the server has let their streams go. */
  async function closeAll(readers: StreamReader[]) {
    const before = openNow();
    await Promise.all(readers.map((r) => r.cancel()));
    await expect.poll(openNow).toBe(before - readers.length);
  }
  async function refusal(url: string, cookie: string) {
    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe('RATE_LIMITED');
    return body.message;
  }

  it('refuses one stream more than a user may hold (429, Retry-After), until one closes', async () => {
    const c = await customer();
    const held = [];
    for (let i = 0; i < 3; i++) held.push((await followStream(c.url, c.cookie)).reader);
    expect(await refusal(c.url, c.cookie)).toMatch(/too many live order pages/);
    await closeAll([held.pop()!]);
    held.push((await followStream(c.url, c.cookie)).reader);
    await closeAll(held);
  });

  it('refuses streams beyond what the instance holds in all', async () => {
    const a = await customer();
    const b = await customer();
    const held = [];
    for (let i = 0; i < 3; i++) held.push((await followStream(a.url, a.cookie)).reader);
    for (let i = 0; i < 3; i++) held.push((await followStream(b.url, b.cookie)).reader);
    const c = await customer();
    expect(await refusal(c.url, c.cookie)).toMatch(/busy/);
    expect(await refusal(`${t.base}/api/v1/staff/orders/events`, t.staffCookie)).toMatch(/busy/);
    await closeAll(held);
    await closeAll([(await followStream(c.url, c.cookie)).reader]);
  });

  it('limits how many streams one user opens per minute', async () => {
    const c = await customer();
    for (let i = 0; i < 8; i++) await closeAll([(await followStream(c.url, c.cookie)).reader]);
    expect(await refusal(c.url, c.cookie)).toMatch(/Too many attempts/);
    // Someone else is not limited by it.
    const other = await customer();
    await closeAll([(await followStream(other.url, other.cookie)).reader]);
  });

  it('ends a stream when its access token expires; the same token cannot reopen it', async () => {
    const c = await customer();
    const session = await t.app.sessions.start(t.app.db, c.userId, {});
    // A token of this app's real signer that has two seconds left (the env's minimum is 10).
    const shortLived = await createAccessTokens(sessionSecret, 2).sign({
      userId: c.userId,
      sessionId: session.sessionId,
    });
    const cookie = `${ACCESS_COOKIE}=${shortLived}`;
    const { reader, text } = await followStream(c.url, cookie);
    await untilEnded(reader, text);
    const again = await fetch(c.url, { headers: { cookie } });
    expect(again.status).toBe(401);
    await expect.poll(openNow).toBe(0);
  });

  it('ends a customer’s stream once the order’s status is final', async () => {
    const c = await customer();
    const { reader, text } = await followStream(c.url, c.cookie);
    const res = await ordersClient(t.app, t.staffCookie).setStatus(c.order._id, {
      status: 'rejected',
      reason: 'Out of paneer',
    });
    expect(res.statusCode).toBe(200);
    const all = await untilEnded(reader, text);
    expect(statusEvents(all).map((e) => e.status)).toEqual(['placed', 'rejected']);
    await expect.poll(openNow).toBe(0);
  });

  it('reads an order once per change, however many streams follow it', async () => {
    const c = await customer();
    // One at a time: each opening's read is over once its status has arrived.
    const streams = [];
    for (let i = 0; i < 3; i++) streams.push(await followStream(c.url, c.cookie));
    const before = t.app.orderStreams.stats().reads;
    const res = await ordersClient(t.app, t.staffCookie).setStatus(c.order._id, {
      status: 'accepted',
    });
    expect(res.statusCode).toBe(200);
    for (const s of streams) {
      const text = await readStreamUntil(s.reader, (x) => statusEvents(x).length >= 2, s.text);
      expect(statusEvents(text).map((e) => e.status)).toEqual(['placed', 'accepted']);
    }
    expect(t.app.orderStreams.stats().reads - before).toBe(1);
    await closeAll(streams.map((s) => s.reader));
  });
});
