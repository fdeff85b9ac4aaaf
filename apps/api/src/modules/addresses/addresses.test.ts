import { ErrorCode, MAX_ADDRESSES_PER_CUSTOMER, type Address } from '@ninetonine/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { addresses } from '../../db/schema/index';

const home = {
  label: 'Home',
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '14, 2nd Cross, Indiranagar',
  line2: 'Near the temple',
  city: 'Bengaluru',
  postalCode: '560038',
  notes: 'Gate code 4321, second floor',
};

describe('addresses', () => {
  const t = useTestApp({ seed: false });

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...csrfHeaders,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(who ? { cookie: who.cookie } : {}),
        ...headers,
      },
      payload:
        payload === undefined || typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const list = async (who: SignedIn) =>
    (await call(who, 'GET', '/addresses')).json<{ addresses: Address[] }>().addresses;
  const add = async (who: SignedIn, over: Record<string, unknown> = {}) => {
    const res = await call(who, 'POST', '/addresses', { ...home, ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ address: Address }>().address;
  };
  const stored = async (userId?: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(addresses)
        .where(userId ? eq(addresses.userId, userId) : undefined)
    )[0]!.n;
  const defaults = async (userId: string) =>
    t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

  it('refuses every call signed out with 401', async () => {
    const me = await signInAs(t.app);
    const mine = await add(me);
    for (const [method, url, body] of [
      ['GET', '/addresses'],
      ['POST', '/addresses', home],
      ['PATCH', `/addresses/${mine._id}`, { name: 'X' }],
      ['DELETE', `/addresses/${mine._id}`],
      ['POST', `/addresses/${mine._id}/default`],
    ] as const) {
      const res = await call(null, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: ErrorCode.Unauthorized });
    }
    expect(await list(me)).toHaveLength(1);
  });

  it('adds, lists, changes and deletes; the first becomes the default', async () => {
    const me = await signInAs(t.app);
    expect(await list(me)).toEqual([]);

    const first = await add(me, { name: '  Asha Rao  ' });
    expect(first).toEqual({
      ...home,
      _id: expect.any(String),
      isDefault: true,
      createdAt: expect.any(String),
    });
    expect((await call(me, 'GET', '/addresses')).headers['cache-control']).toBe('no-store');

    // Defaults for the optional fields.
    const office = await add(me, { label: undefined, line2: undefined, notes: undefined });
    expect(office).toMatchObject({ label: 'Home', line2: '', notes: '', isDefault: false });
    expect((await list(me)).map((a) => a._id)).toEqual([first._id, office._id]);

    // PATCH changes only what it names.
    const res = await call(me, 'PATCH', `/addresses/${office._id}`, {
      label: 'Office',
      notes: ' Reception ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ address: Address }>().address).toEqual({
      ...office,
      label: 'Office',
      notes: 'Reception',
    });

    const del = await call(me, 'DELETE', `/addresses/${office._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json<{ addresses: Address[] }>().addresses.map((a) => a._id)).toEqual([first._id]);
    expect(await stored(me.userId)).toBe(1);
  });

  it('keeps exactly one default: set default, delete the default promotes the newest other', async () => {
    const me = await signInAs(t.app);
    const a = await add(me, { label: 'A' });
    const b = await add(me, { label: 'B' });
    const c = await add(me, { label: 'C', isDefault: true });
    expect((await list(me)).map((x) => [x.label, x.isDefault])).toEqual([
      ['C', true],
      ['B', false],
      ['A', false],
    ]);

    const res = await call(me, 'POST', `/addresses/${a._id}/default`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ addresses: Address[] }>().addresses[0]).toMatchObject({
      _id: a._id,
      isDefault: true,
    });
    expect(await defaults(me.userId)).toEqual([{ id: a._id }]);
    // Again: nothing changes.
    expect((await call(me, 'POST', `/addresses/${a._id}/default`)).statusCode).toBe(200);
    expect(await defaults(me.userId)).toEqual([{ id: a._id }]);

    // PATCH isDefault: true moves it too; false on the default is refused.
    expect((await call(me, 'PATCH', `/addresses/${b._id}`, { isDefault: true })).statusCode).toBe(
      200,
    );
    expect(await defaults(me.userId)).toEqual([{ id: b._id }]);
    const unset = await call(me, 'PATCH', `/addresses/${b._id}`, { isDefault: false });
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toEqual({
      message: expect.stringMatching(/another address the default/),
      code: ErrorCode.DefaultAddressRequired,
    });
    expect(await defaults(me.userId)).toEqual([{ id: b._id }]);

    // Deleting the default hands it to the newest remaining (C), then to A, then none is left.
    await call(me, 'DELETE', `/addresses/${b._id}`);
    expect(await defaults(me.userId)).toEqual([{ id: c._id }]);
    await call(me, 'DELETE', `/addresses/${c._id}`);
    expect(await defaults(me.userId)).toEqual([{ id: a._id }]);
    await call(me, 'DELETE', `/addresses/${a._id}`);
    expect(await list(me)).toEqual([]);
    // And the next one added is the default again.
    expect((await add(me)).isDefault).toBe(true);
  });

  it('keeps one default when addresses are added in parallel', async () => {
    const me = await signInAs(t.app);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(me, 'POST', '/addresses', { ...home, label: `P${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await defaults(me.userId)).toHaveLength(1);
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const owner = await signInAs(t.app);
    const other = await signInAs(t.app);
    const theirs = await add(owner);
    await add(other);
    for (const [method, url, body] of [
      ['PATCH', `/addresses/${theirs._id}`, { name: 'Mallory' }],
      ['DELETE', `/addresses/${theirs._id}`],
      ['POST', `/addresses/${theirs._id}/default`],
      ['PATCH', '/addresses/no-such-address', { name: 'Mallory' }],
      ['DELETE', '/addresses/no-such-address'],
      ['POST', '/addresses/no-such-address/default'],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({
        message: 'Address not found',
        code: ErrorCode.AddressNotFound,
      });
    }
    expect(await list(owner)).toEqual([theirs]);
    expect((await list(other)).map((a) => a._id)).not.toContain(theirs._id);
  });

  it(`caps a customer at ${MAX_ADDRESSES_PER_CUSTOMER} addresses with a message`, async () => {
    const me = await signInAs(t.app);
    await t.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, (_, i) => ({
        ...home,
        label: `Flat ${i}`,
        userId: me.userId,
        isDefault: i === 0,
      })),
    );
    const res = await call(me, 'POST', '/addresses', home);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one to add another.`,
      code: ErrorCode.AddressLimit,
    });
    expect(await stored(me.userId)).toBe(MAX_ADDRESSES_PER_CUSTOMER);
    // Another customer is not affected.
    await add(await signInAs(t.app));
  });

  const badBodies: [string, unknown, RegExp][] = [
    ['no name', { ...home, name: undefined }, /Who should the rider ask for\?/],
    ['a blank name', { ...home, name: '   ' }, /Who should the rider ask for\?/],
    ['a bad phone', { ...home, phone: 'call me' }, /Enter a valid phone number/],
    ['a short phone', { ...home, phone: '12345' }, /Enter a valid phone number/],
    ['no street', { ...home, line1: '' }, /Enter the house and street/],
    ['no city', { ...home, city: undefined }, /Enter the city/],
    ['a bad postal code', { ...home, postalCode: '#1' }, /Enter a valid postal code/],
    ['a long label', { ...home, label: 'x'.repeat(41) }, /The label can be at most 40/],
    [
      'long notes',
      { ...home, notes: 'x'.repeat(301) },
      /The note for the rider can be at most 300/,
    ],
    ['a NUL byte', { ...home, line2: 'a\u0000b' }, /The second line contains invalid/],
    ['a number for a name', { ...home, name: 42 }, /Who should the rider ask for\?/],
    ['an owner id', { ...home, userId: 'someone-else' }, /not expected: userId/],
    [
      'a string isDefault',
      { ...home, isDefault: 'yes' },
      /"Default address" must be true or false/,
    ],
    ['a JSON array', [home], /The request must be a JSON object/],
    ['null', 'null', /./],
    ['invalid JSON', '{"name": ', /JSON/i],
  ];

  it.each(badBodies)(
    'refuses POST with %s: 400 with a message, nothing stored',
    async (_n, body, message) => {
      const me = await signInAs(t.app);
      const before = await stored();
      const res = await call(me, 'POST', '/addresses', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
      expect(await stored()).toBe(before);
    },
  );

  it('refuses bad PATCH bodies and ids with 400, changing nothing', async () => {
    const me = await signInAs(t.app);
    const mine = await add(me);
    const cases: [string, unknown, RegExp][] = [
      [`/addresses/${mine._id}`, {}, /Send at least one field to change/],
      [`/addresses/${mine._id}`, { phone: 'nope' }, /Enter a valid phone number/],
      [`/addresses/${mine._id}`, { city: ' ' }, /Enter the city/],
      [`/addresses/${mine._id}`, { isDefault: null }, /Default address/],
      [`/addresses/${mine._id}`, { id: 'other' }, /id/],
      ['/addresses/bad%20id', { name: 'X' }, /Invalid id/],
      [`/addresses/${'a'.repeat(65)}`, { name: 'X' }, /Id can be at most 64 characters/],
    ];
    for (const [url, body, message] of cases) {
      const res = await call(me, 'PATCH', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await list(me)).toEqual([mine]);
  });

  it('needs the CSRF header on every change', async () => {
    const me = await signInAs(t.app);
    const mine = await add(me);
    const noCsrf = { 'x-requested-with': '' };
    for (const [method, url, body] of [
      ['POST', '/addresses', home],
      ['PATCH', `/addresses/${mine._id}`, { name: 'X' }],
      ['DELETE', `/addresses/${mine._id}`],
      ['POST', `/addresses/${mine._id}/default`],
    ] as const) {
      const res = await call(me, method, url, body, noCsrf);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ErrorCode.Csrf });
    }
    expect(await list(me)).toEqual([mine]);
  });

  it("refuses what the restaurant's country and delivery areas rule out, in words", async () => {
    const me = await signInAs(t.app);
    for (const [over, message, code] of [
      [
        { postalCode: 'ABCDE' },
        'Enter a 6-digit PIN code, e.g. 560001',
        ErrorCode.ValidationFailed,
      ],
      [
        { postalCode: 'SW1A 1AA' },
        'Enter a 6-digit PIN code, e.g. 560001',
        ErrorCode.ValidationFailed,
      ],
      [
        { postalCode: '600004' },
        "We don't deliver to 600004 yet. You can still order for pickup.",
        ErrorCode.OutsideDeliveryArea,
      ],
      [
        { phone: '+44 20 7946 0000' },
        'Enter a 10-digit Indian phone number, e.g. 98450 55555',
        ErrorCode.ValidationFailed,
      ],
    ] as const) {
      const res = await call(me, 'POST', '/addresses', { ...home, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toEqual({ message, code });
    }
    expect(await stored(me.userId)).toBe(0);

    // National format with spaces, and a PIN code written with a space.
    const saved = await add(me, { phone: '98450 55555', postalCode: '560 038' });
    expect(saved).toMatchObject({ phone: '98450 55555', postalCode: '560038' });
    const moved = await call(me, 'PATCH', `/addresses/${saved._id}`, { postalCode: '600004' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe(ErrorCode.OutsideDeliveryArea);
    expect((await list(me))[0]!.postalCode).toBe('560038');
  });
});
