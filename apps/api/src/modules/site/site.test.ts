import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { contactMessages, offers } from '../../db/schema/index';
import { seedDemoCoupons } from '../../db/seed/seed-restaurant';

const valid = {
  name: 'Asha Rao',
  email: 'Asha@Example.com',
  subject: 'Birthday order',
  message: 'Can you do 20 gulab jamun boxes for Saturday evening?',
};
const DAY = 86_400_000;

describe('site', () => {
  const t = useTestApp({ seed: false });

  // Each call comes from its own address unless told otherwise: the form is rate limited per IP.
  let lastOctet = 1;
  const post = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = `10.0.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress,
      headers: { ...csrfHeaders, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;

  describe('GET /offers', () => {
    it('is an empty list until there are offers', async () => {
      const res = await t.app.inject({ url: '/api/v1/offers' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ offers: [] });
    });

    it('lists only active offers inside their time window', async () => {
      const now = Date.now();
      const base = { description: 'x', discountType: 'percent', discountValue: 10 };
      await t.db.insert(offers).values([
        { ...base, code: 'OPEN', title: 'Always on' },
        {
          ...base,
          code: 'WEEK',
          title: 'This week',
          startsAt: new Date(now - DAY),
          endsAt: new Date(now + 7 * DAY),
        },
        { ...base, code: 'OFF', title: 'Switched off', isActive: false },
        { ...base, code: 'SOON', title: 'Not yet', startsAt: new Date(now + DAY) },
        { ...base, code: 'OVER', title: 'Ended', endsAt: new Date(now - 1000) },
      ]);
      const res = await t.app.inject({ url: '/api/v1/offers' });
      const list = res.json<{ offers: { code: string; validUntil: string | null }[] }>().offers;
      expect(list.map((o) => o.code).sort()).toEqual(['OPEN', 'WEEK']);
      expect(list.find((o) => o.code === 'OPEN')!.validUntil).toBeNull();
      expect(new Date(list.find((o) => o.code === 'WEEK')!.validUntil!).getTime()).toBeGreaterThan(
        now,
      );
      expect(list[0]).toEqual({
        _id: expect.any(String),
        code: expect.any(String),
        title: expect.any(String),
        description: 'x',
        validUntil: list[0]!.validUntil,
        discountType: 'percent',
        discountValue: 10,
        maxDiscount: null,
        minimumSubtotal: 0,
        appliesTo: 'any',
      });
    });

    it('hides used-up coupons and shows the seeded ones with their terms in major units', async () => {
      await t.db.delete(offers);
      await seedDemoCoupons(t.db);
      const base = { description: 'x', discountType: 'amount', discountValue: 25_00 };
      await t.db.insert(offers).values([
        { ...base, code: 'USEDUP', title: 'Gone', usageLimitTotal: 3, timesUsed: 3 },
        { ...base, code: 'ONELEFT', title: 'Last one', usageLimitTotal: 3, timesUsed: 2 },
        { ...base, code: 'EXPIRED', title: 'Over', endsAt: new Date(Date.now() - DAY) },
        { ...base, code: 'PAUSED', title: 'Off', isActive: false },
      ]);
      // Seeding again adds nothing and keeps the counts.
      await seedDemoCoupons(t.db);
      expect((await t.db.select({ n: count() }).from(offers))[0]!.n).toBe(7);

      const res = await t.app.inject({ url: '/api/v1/offers' });
      expect(res.statusCode).toBe(200);
      const list = res.json<{ offers: Record<string, unknown>[] }>().offers;
      expect(list.map((o) => o.code)).toEqual(['FLAT50', 'ONELEFT', 'PICKUP15', 'WELCOME10']);
      const byCode = Object.fromEntries(list.map((o) => [o.code, o]));
      expect(byCode.WELCOME10).toMatchObject({
        discountType: 'percent',
        discountValue: 10,
        maxDiscount: 100,
        minimumSubtotal: 299,
        appliesTo: 'any',
        validUntil: null,
      });
      expect(byCode.FLAT50).toMatchObject({
        discountType: 'amount',
        discountValue: 50,
        maxDiscount: null,
        minimumSubtotal: 499,
        appliesTo: 'delivery',
      });
      expect(byCode.PICKUP15).toMatchObject({
        discountType: 'percent',
        discountValue: 15,
        appliesTo: 'pickup',
      });
      expect(byCode.ONELEFT).toMatchObject({ discountType: 'amount', discountValue: 25 });
    });
  });

  describe('POST /contact', () => {
    it('takes five messages an hour from one address, then 429 with Retry-After, storing nothing', async () => {
      for (let i = 0; i < 5; i++) expect((await post(valid, {}, '192.0.2.7')).statusCode).toBe(201);
      const before = await stored();
      const res = await post(valid, {}, '192.0.2.7');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ message: expect.any(String) });
      expect(await stored()).toBe(before);
      expect((await post(valid, {}, '192.0.2.8')).statusCode).toBe(201);
    });

    it('stores the message with the caller IP and thanks them', async () => {
      const res = await post(valid);
      expect(res.statusCode).toBe(201);
      const body = res.json<{ message: string; id: string }>();
      expect(body).toEqual({
        message: "Thanks! We'll get back to you within a day.",
        id: expect.any(String),
      });
      const rows = await t.db
        .select()
        .from(contactMessages)
        .orderBy(asc(contactMessages.createdAt));
      expect(rows.at(-1)).toMatchObject({
        id: body.id,
        name: 'Asha Rao',
        email: 'asha@example.com',
        subject: 'Birthday order',
        ip: expect.stringMatching(/^10\.0\./),
      });
    });

    it('trims the text fields', async () => {
      const res = await post({ ...valid, name: '  Ravi  ', subject: '  Catering  ' });
      expect(res.statusCode).toBe(201);
      const rows = await t.db.select().from(contactMessages);
      expect(rows.find((r) => r.id === res.json().id)).toMatchObject({
        name: 'Ravi',
        subject: 'Catering',
      });
    });

    const bad: [string, unknown, Record<string, string>?][] = [
      ['missing fields', { name: 'Asha' }],
      ['empty object', {}],
      ['a JSON array', [valid]],
      ['a JSON string', '"hello"'],
      ['null', 'null'],
      ['invalid JSON', '{"name": "Asha",'],
      ['wrong types', { ...valid, name: 42, message: ['a'] }],
      ['a bad email', { ...valid, email: 'not-an-email' }],
      ['a too-short message', { ...valid, message: 'hi' }],
      ['a blank name', { ...valid, name: '   ' }],
      ['an overlong message', { ...valid, message: 'x'.repeat(2001) }],
      ['an overlong email', { ...valid, email: `${'a'.repeat(250)}@example.com` }],
      ['a NUL byte', { ...valid, message: 'hello there\u0000 friend' }],
      ['control characters', { ...valid, subject: 'hi\u0007 there' }],
      ['an unknown field', { ...valid, role: 'admin' }],
      ['SQL in a bad field', { ...valid, email: "x'); DROP TABLE contact_messages; --" }],
      [
        'form encoding',
        'name=Asha&email=a%40b.c',
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
      ['plain text', 'hello', { 'content-type': 'text/plain' }],
      ['no CSRF header', valid, { 'x-requested-with': '' }],
      ['another site', valid, { origin: 'https://evil.example' }],
      ['an oversized body', { ...valid, message: 'x'.repeat(64 * 1024) }],
      ['a body over the global limit', { ...valid, message: 'x'.repeat(2 * 1024 * 1024) }],
    ];

    it.each(bad)(
      'refuses %s with a 4xx message and stores nothing',
      async (_name, payload, headers) => {
        const before = await stored();
        const res = await post(payload, headers);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json().message).toEqual(expect.any(String));
        expect(await stored()).toBe(before);
      },
    );

    it('stores SQL-looking text as plain text', async () => {
      const sqlText = "Robert'); DROP TABLE contact_messages; --";
      const res = await post({ ...valid, message: sqlText });
      expect(res.statusCode).toBe(201);
      const rows = await t.db.select().from(contactMessages);
      expect(rows.find((r) => r.id === res.json().id)!.message).toBe(sqlText);
    });
  });
});
