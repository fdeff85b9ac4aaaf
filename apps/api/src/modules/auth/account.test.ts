import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signInAs } from '#test/sign-in';
import { buildTestApp, useTestApp, type TestApp } from '#test/test-app';
import { freePort } from '../../../../../tests/browser/harness';
import { testBrowser, uniqueEmail } from '#test/test-browser';

describe('the signed-in account', () => {
  const t = useTestApp({ seed: false });

  it('GET /me is a silent 401 { message } when signed out', async () => {
    const res = await testBrowser(t.app).get('/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /me returns { data: user } without secrets', async () => {
    const b = testBrowser(t.app);
    const account = await b.register({ name: 'Rosa Parks' });
    const res = await b.get('/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      data: {
        _id: account.userId,
        name: 'Rosa Parks',
        email: account.email,
        phone: null,
        avatar: null,
        role: 'customer',
        providers: ['password'],
        emailVerified: false,
        createdAt: expect.any(String),
      },
    });
  });

  it('GET /user/profile returns user and userProfileDetail', async () => {
    const b = testBrowser(t.app);
    const account = await b.register({ name: 'Rosa Parks' });
    const res = await b.get('/user/profile');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user._id).toBe(account.userId);
    expect(body.userProfileDetail).toEqual({
      name: 'Rosa Parks',
      email: account.email,
      phone: null,
      avatar: null,
      memberSince: body.user.createdAt,
      orderCount: 0,
      orderStatusMails: true,
      orderUpdates: 'none',
    });
    expect((await testBrowser(t.app).get('/user/profile')).statusCode).toBe(401);
  });

  it('PATCH /user/profile turns order status mails off and on; anything but a boolean is a 400', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const off = await b.patch('/user/profile', { orderStatusMails: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().userProfileDetail).toMatchObject({ orderStatusMails: false });
    expect((await b.get('/user/profile')).json().userProfileDetail.orderStatusMails).toBe(false);
    const bad = await b.patch('/user/profile', { orderStatusMails: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect((await b.get('/user/profile')).json().userProfileDetail.orderStatusMails).toBe(false);
    const on = await b.patch('/user/profile', { orderStatusMails: true });
    expect(on.json().userProfileDetail).toMatchObject({ orderStatusMails: true });
  });

  it('PATCH /user/profile updates name, phone and avatar', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const res = await b.patch('/user/profile', {
      name: '  Mary Seacole ',
      phone: '+44 20 7946 0000',
      avatar: 'https://images.example/mary.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      userProfileDetail: {
        name: 'Mary Seacole',
        phone: '+44 20 7946 0000',
        avatar: 'https://images.example/mary.png',
      },
    });
    const cleared = await b.patch('/user/profile', { phone: null, avatar: null });
    expect(cleared.json().userProfileDetail).toMatchObject({
      name: 'Mary Seacole',
      phone: null,
      avatar: null,
    });
  });

  it('PATCH /user/profile refuses role, email and bad values with 400, changing nothing', async () => {
    const b = testBrowser(t.app);
    const account = await b.register({ name: 'Plain Customer' });
    for (const body of [
      { role: 'admin' },
      { name: 'Sneaky', role: 'staff' },
      { email: uniqueEmail() },
      { avatar: 'javascript:alert(1)' },
      { avatar: 'data:image/png;base64,AAAA' },
      { phone: 'call me maybe' },
      { name: 'x' },
      { name: 'a'.repeat(81) },
    ]) {
      const res = await b.patch('/user/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(row).toMatchObject({ role: 'customer', name: 'Plain Customer', email: account.email });
    expect((await testBrowser(t.app).patch('/user/profile', { name: 'Anon' })).statusCode).toBe(
      401,
    );
  });

  // Regression (issue 22): the profile took any 7 to 20 of "+0-9 ()-", digits or not.
  it('PATCH /user/profile keeps the address phone rule: a number needs 7 to 15 digits', async () => {
    const b = testBrowser(t.app);
    const account = await b.register({ name: 'Phone Person' });
    expect((await b.patch('/user/profile', { phone: '+91 98765 43210' })).statusCode).toBe(200);
    for (const phone of ['(((())))', '-- -- --', '+1 (234)', '1234567890123456']) {
      const res = await b.patch('/user/profile', { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json(), phone).toEqual({
        message: expect.stringContaining('Enter a valid phone number'),
        code: 'VALIDATION_FAILED',
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(row?.phone).toBe('+91 98765 43210');
  });
});

describe('admin-only GET /auth/users (the staff scope)', () => {
  const t = useTestApp({ seed: false });

  it('is 401 for anonymous and 403 for customers and staff', async () => {
    expect((await testBrowser(t.app).get('/users')).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const caller = await signInAs(t.app, { role });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/users',
        headers: { cookie: caller.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    }
  });

  it('lists accounts for admins, paginated, without hashes', async () => {
    const b = testBrowser(t.app);
    await b.register({ name: 'Listed Customer' });
    const me = await signInAs(t.app, { role: 'admin', name: 'The admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/users?limit=2&page=1',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(2);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 2));
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/users?search=listed%20cust&role=customer',
      headers: { cookie: me.cookie },
    });
    expect(search.json().users.map((u: { name: string }) => u.name)).toEqual(['Listed Customer']);
    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/users?search=%25',
      headers: { cookie: me.cookie },
    });
    expect(wildcard.json().users).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    for (const q of ['page=0', 'limit=1000', 'role=root', 'page=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users?${q}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('sees role changes at once (the role is read from the database on each request)', async () => {
    const me = await signInAs(t.app, { role: 'admin' });
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/users', headers: { cookie: me.cookie } });
    expect((await get()).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, me.userId));
    expect((await get()).statusCode).toBe(403);
  });
});

describe('GET /auth/providers', () => {
  describe('with nothing configured', () => {
    const t = useTestApp({ seed: false });
    it('answers { firebase: null }', async () => {
      const res = await testBrowser(t.app).get('/providers');
      expect(res.json()).toEqual({ firebase: null });
    });
    it('refuses Google and phone sign-in with a clear 503', async () => {
      const res = await testBrowser(t.app).post('/googleSignIn', { idToken: 'a.b.c' });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('IDP_NOT_CONFIGURED');
    });
  });

  describe('with a real project', () => {
    const t = useTestApp({
      seed: false,
      env: { FIREBASE_PROJECT_ID: 'nt-prod', FIREBASE_API_KEY: 'AIza-test-key' },
    });
    it('answers the project settings without an emulator', async () => {
      const res = await testBrowser(t.app).get('/providers');
      expect(res.json()).toEqual({
        firebase: {
          apiKey: 'AIza-test-key',
          authDomain: 'nt-prod.firebaseapp.com',
          projectId: 'nt-prod',
          emulatorUrl: null,
          starting: false,
        },
      });
    });
  });

  describe('with the emulator', () => {
    // A stand-in for the emulator's readiness answer, on a port chosen before it listens.
    const emulator = createServer((req, res) => {
      res.statusCode = req.url === '/emulator/v1/projects/demo-x/config' ? 200 : 404;
      res.end('{}');
    });
    let port = 0;
    let t: TestApp;
    beforeAll(async () => {
      port = await freePort();
      t = await buildTestApp({
        seed: false,
        env: { FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}` },
      });
    });
    afterAll(async () => {
      await t?.close();
      if (emulator.listening) await new Promise<void>((resolve) => emulator.close(() => resolve()));
    });

    it('says the emulator is starting until it answers, then stops asking', async () => {
      const firebase = async () => (await testBrowser(t.app).get('/providers')).json().firebase;
      expect(await firebase()).toEqual({
        apiKey: 'demo-api-key',
        authDomain: 'demo-x.firebaseapp.com',
        projectId: 'demo-x',
        emulatorUrl: `http://127.0.0.1:${port}`,
        starting: true,
      });
      await new Promise<void>((resolve) => emulator.listen(port, '127.0.0.1', resolve));
      expect((await firebase()).starting).toBe(false);
      await new Promise<void>((resolve) => emulator.close(() => resolve()));
      // Up once is up: a later outage is the sign-in call's own 503, not "starting".
      expect((await firebase()).starting).toBe(false);
    });
  });
});
