import { count } from 'drizzle-orm';
import { ErrorCode } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  cartItems,
  contactMessages,
  foods,
  offers,
  restaurantSettings,
  sessions,
  users,
} from '#src/db/schema/index';
import { signInAs } from './sign-in';
import { csrfHeaders, useTestApp } from './test-app';

/**
 * Every route in the OpenAPI document, hit with hostile input, signed out and signed in:
 * nothing may answer 5xx, and every refusal carries `{ message }`.
 */
const junkValues = [
  "' OR 1=1 --",
  '%00',
  'a'.repeat(5000),
  '-1',
  '1e309',
  '../../etc/passwd',
  '%E0%A4%A',
  '<script>alert(1)</script>',
];

const junkBodies: Array<{ name: string; payload: string; type: string }> = [
  { name: 'invalid JSON', payload: '{"a":', type: 'application/json' },
  { name: 'a JSON array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'a JSON string', payload: '"x"', type: 'application/json' },
  { name: 'null', payload: 'null', type: 'application/json' },
  {
    name: 'wrong types everywhere',
    payload: JSON.stringify({
      email: 5,
      password: { $gt: '' },
      name: ['x'],
      foodId: { id: 1 },
      quantity: '1e9',
      size: null,
      selectedVariant: 'L',
      idToken: 7,
      token: false,
      role: 'admin',
    }),
    type: 'application/json',
  },
  {
    name: 'NUL bytes',
    payload: JSON.stringify({ name: 'a\u0000b', email: 'a\u0000@b.c', message: '\u0000' }),
    type: 'application/json',
  },
  {
    name: 'a form body',
    payload: 'email=a%40b.c&password=x',
    type: 'application/x-www-form-urlencoded',
  },
  { name: 'plain text', payload: 'hello', type: 'text/plain' },
  {
    name: 'deep nesting',
    payload: '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
    type: 'application/json',
  },
];

describe('hostile input on every route', () => {
  const t = useTestApp();

  const rowCounts = async () =>
    Promise.all(
      [
        users,
        sessions,
        cartItems,
        contactMessages,
        foods,
        addresses,
        offers,
        restaurantSettings,
      ].map(async (table) => (await t.db.select({ n: count() }).from(table))[0]!.n),
    );

  const routes = async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
  };

  it('lists the routes it attacks', async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThan(25);
    expect(all).toContainEqual({ method: 'POST', path: '/api/v1/cart/addToCart' });
    for (const route of [
      { method: 'GET', path: '/api/v1/restaurant' },
      { method: 'GET', path: '/api/v1/addresses' },
      { method: 'POST', path: '/api/v1/addresses' },
      { method: 'PATCH', path: '/api/v1/addresses/{id}' },
      { method: 'DELETE', path: '/api/v1/addresses/{id}' },
      { method: 'POST', path: '/api/v1/addresses/{id}/default' },
    ]) {
      expect(all).toContainEqual(route);
    }
  });

  /** Limited per signed-in user on purpose: the sweep's many calls as one user reach it. */
  const limitedPerUser = new Set(['POST /api/v1/auth/resend-verification']);

  for (const who of ['anonymous', 'customer'] as const) {
    it(`never answers 5xx, and refuses with a message (${who})`, async () => {
      const before = await rowCounts();
      const failures: string[] = [];
      const statuses = new Set<number>();
      let client = 0;
      for (const { method, path } of await routes()) {
        if (path.startsWith('/api/v1/docs')) continue;
        // A fresh session per route: logout or a password change must not mask the rest.
        const cookie = who === 'customer' ? (await signInAs(t.app)).cookie : undefined;
        const requests: Array<{ url: string; payload?: string; type?: string }> = [];
        for (const junk of junkValues) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(junk));
          const query = [
            'page',
            'limit',
            'category',
            'search',
            'q',
            'foodId',
            'size',
            'minPrice',
            'sort',
            'veg',
          ]
            .map((k) => `${k}=${encodeURIComponent(junk)}`)
            .join('&');
          requests.push({ url: `${url}?${query}` });
        }
        if (method !== 'GET') {
          const url = path.replace(/\{[^}]+\}/g, 'x');
          for (const body of junkBodies)
            requests.push({ url, payload: body.payload, type: body.type });
        }
        for (const r of requests) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: r.url,
            payload: r.payload,
            // Each request from its own address, so rate limits do not hide validation.
            remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`,
            headers: {
              ...csrfHeaders,
              ...(r.type ? { 'content-type': r.type } : {}),
              ...(cookie ? { cookie } : {}),
            },
          });
          const refusedWell =
            res.statusCode < 400 ||
            (typeof res.json<{ message?: unknown }>().message === 'string' &&
              res.json<{ message: string }>().message.length > 0);
          if (!(res.statusCode === 429 && limitedPerUser.has(`${method} ${path}`))) {
            statuses.add(res.statusCode);
          }
          if (res.statusCode >= 500 || !refusedWell) {
            failures.push(
              `${method} ${r.url.slice(0, 80)} ${r.type ?? ''} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      // The sweep reached validation, not just the sign-in wall or the rate limiter.
      expect(statuses).toContain(400);
      expect([...statuses].some((s) => s === 429)).toBe(false);
      if (who === 'customer') expect(statuses).toContain(404);
      // Signed out, nothing hostile may be stored (signed in, the test's own sessions are).
      if (who === 'anonymous') expect(await rowCounts()).toEqual(before);
    }, 120_000);
  }

  it("answers Fastify's own refusals with a contract code, keeping their message", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/json/i),
      code: ErrorCode.BadRequest,
    });
  });
});
