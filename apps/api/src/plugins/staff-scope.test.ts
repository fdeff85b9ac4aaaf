import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import authentication from './authentication';
import errorHandler from './error-handler';
import staffScope from './staff-scope';

describe('the staff scope', () => {
  const t = useTestApp({ seed: false });
  let probe: FastifyInstance;

  // A route that "forgets" any role check of its own, registered in the scope with the app's
  // real authentication (same tokens and sessions, same database).
  beforeAll(async () => {
    probe = Fastify({ logger: false });
    await probe.register(errorHandler);
    await probe.register(cookie);
    await probe.register(authentication, {
      accessTokens: t.app.accessTokens,
      sessions: t.app.sessions,
    });
    await probe.register(staffScope, {
      routes: async (staff) => {
        staff.get('/staff/probe', async () => ({ ok: true }));
        staff.post('/staff/probe', async () => ({ ok: true }));
      },
      adminRoutes: async (admin) => {
        admin.get('/staff/admin-probe', async () => ({ ok: true }));
      },
    });
    probe.get('/public', async () => ({ ok: true }));
    await probe.ready();
  });
  afterAll(() => probe?.close());

  const call = (method: 'GET' | 'POST', cookieHeader?: string) =>
    probe.inject({
      method,
      url: '/staff/probe',
      headers: cookieHeader ? { cookie: cookieHeader } : {},
    });

  it('answers 401 to anonymous callers on every route inside it', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 to customers, and lets staff and admins through', async () => {
    const customer = await signInAs(t.app, { role: 'customer' });
    expect((await call('GET', customer.cookie)).statusCode).toBe(403);
    expect((await call('POST', customer.cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const role of ['staff', 'admin'] as const) {
      const member = await signInAs(t.app, { role });
      const res = await call('GET', member.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('lets only admins reach the admin routes inside it', async () => {
    const adminCall = (cookieHeader?: string) =>
      probe.inject({
        url: '/staff/admin-probe',
        headers: cookieHeader ? { cookie: cookieHeader } : {},
      });
    expect((await adminCall()).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const member = await signInAs(t.app, { role });
      const res = await adminCall(member.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const admin = await signInAs(t.app, { role: 'admin' });
    const res = await adminCall(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('does not reach routes outside it', async () => {
    expect((await probe.inject({ url: '/public' })).statusCode).toBe(200);
  });
});
