import { ErrorCode, messagesListResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { auditLog, contactMessages } from '../../db/schema/index';

const BASE = '/api/v1/staff/messages';

describe('staff messages', () => {
  const t = useTestApp({ seed: false });
  let staff: SignedIn;
  const ids: string[] = [];
  beforeAll(async () => {
    staff = await signInAs(t.app, { role: 'staff' });
    // 25 messages a minute apart; the last is the newest.
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < 25; i++) {
      const [row] = await t.db
        .insert(contactMessages)
        .values({
          name: `Guest ${i}`,
          email: `guest${i}@example.test`,
          subject: `Question ${i}`,
          message: i === 24 ? '<script>alert(1)</script>\nSecond line' : `Message ${i}`,
          createdAt: new Date(start + i * 60_000),
        })
        .returning({ id: contactMessages.id });
      ids.push(row!.id);
    }
  });

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    who: SignedIn | null = staff,
    payload?: unknown,
  ) => injectAs(t.app, who, method, `${BASE}${url}`, payload);
  const page = async (query = '') => {
    const res = await call('GET', query);
    expect(res.statusCode, res.body).toBe(200);
    return messagesListResponseSchema.parse(res.json());
  };

  it('lists newest first, a page at a time, with the unread count, text as sent', async () => {
    const first = await page();
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });
    expect(first.unreadCount).toBe(25);
    expect(first.messages[0]).toEqual({
      _id: ids[24],
      name: 'Guest 24',
      email: 'guest24@example.test',
      subject: 'Question 24',
      message: '<script>alert(1)</script>\nSecond line',
      createdAt: expect.any(String),
      readAt: null,
    });
    const second = await page('?page=2');
    expect(second.messages.map((m) => m._id)).toEqual(ids.slice(0, 5).reverse());
    expect((await page('?limit=3')).messages).toHaveLength(3);
  });

  it('sent through the contact form, a message arrives unread at the top', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: csrfHeaders,
      payload: {
        name: 'Asha',
        email: 'asha@example.test',
        subject: 'Party',
        message: 'Forty samosas for Sunday?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const list = await page();
    expect(list.messages[0]).toMatchObject({ _id: sent.json().id, readAt: null });
    expect(list.unreadCount).toBe(26);
    ids.push(sent.json().id);
  });

  it('marks read and unread, with an audit entry for each change', async () => {
    const id = ids[3]!;
    const read = await call('PUT', `/${id}/read`, staff, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      contactMessage: { _id: id, readAt: expect.any(String) },
      unreadCount: 25,
    });
    // Again: nothing changes, nothing logged.
    expect((await call('PUT', `/${id}/read`, staff, { read: true })).json().unreadCount).toBe(25);
    const unreadOnly = await page('?show=unread&limit=100');
    expect(unreadOnly.messages.some((m) => m._id === id)).toBe(false);
    expect(unreadOnly.pagination.total).toBe(25);

    const unread = await call('PUT', `/${id}/read`, staff, { read: false });
    expect(unread.json()).toMatchObject({ contactMessage: { readAt: null }, unreadCount: 26 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['message.read', 'message.unread']);
    expect(entries.find((e) => e.action === 'message.read')).toMatchObject({
      actorUserId: staff.userId,
      entityType: 'contact_message',
      before: { readAt: null },
      after: { readAt: expect.any(String) },
    });
  });

  it('refuses bad input with a 4xx message and changes nothing', async () => {
    for (const query of ['?page=0', '?limit=101', '?show=spam', '?page=abc', '?sort=asc']) {
      const res = await call('GET', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    for (const body of [{}, { read: 'yes' }, { read: true, readAt: '2020-01-01' }]) {
      expect((await call('PUT', `/${ids[0]}/read`, staff, body)).statusCode).toBe(400);
    }
    const missing = await call('PUT', '/no-such-message/read', staff, { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.MessageNotFound });
    expect((await page()).unreadCount).toBe(26);
  });

  it('is for staff: 401 signed out, 403 for customers; admins may read it', async () => {
    const customer = await signInAs(t.app);
    for (const who of [null, customer]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', '', who)).statusCode).toBe(expected);
      expect((await call('PUT', `/${ids[0]}/read`, who, { read: true })).statusCode).toBe(expected);
    }
    expect((await page()).unreadCount).toBe(26);
    const admin = await signInAs(t.app, { role: 'admin' });
    expect((await call('GET', '', admin)).statusCode).toBe(200);
  });
});
