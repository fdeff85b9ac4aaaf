import { API_BASE_PATH, ErrorCode, LAST_ADMIN_MESSAGE, type UserRole } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, tokenIn } from '#test/outbox';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp, type TestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { auditLog, sessions, users } from '../../../db/schema/index';

const usersUrl = `${API_BASE_PATH}/auth/users`;
const roleUrl = (id: string) => `${API_BASE_PATH}/staff/users/${id}/role`;

function changeRole(t: TestApp, caller: SignedIn, userId: string, body: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: roleUrl(userId),
    headers: { cookie: caller.cookie, ...csrfHeaders },
    payload: body as object,
  });
}

async function roleOf(t: TestApp, userId: string): Promise<UserRole | undefined> {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

async function roleEntries(t: TestApp, userId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
}

describe('GET /auth/users (admin only)', () => {
  const t = useTestApp({ seed: false });

  it('searches name, email and phone in any case, and filters by role', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const [ravi] = await t.db
      .insert(users)
      .values({ name: 'Ravi Kumar', email: 'ravi.k@example.test', phone: '+919812345678' })
      .returning({ id: users.id });
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `${usersUrl}?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, query).toBe(200);
      return res.json<{ users: { _id: string }[] }>().users.map((u) => u._id);
    };
    expect(await list('search=RAVI')).toEqual([ravi!.id]);
    expect(await list('search=Ravi.K%40Example')).toEqual([ravi!.id]);
    expect(await list('search=98123')).toEqual([ravi!.id]);
    expect(await list('search=98123&role=staff')).toEqual([]);
    expect(await list('role=admin')).toEqual([admin.userId]);
  });

  it('says whether each email was proved by its owner', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const [proved, unproved] = await t.db
      .insert(users)
      .values([
        { name: 'Proved Owner', email: 'proved.owner@example.test', emailVerifiedAt: new Date() },
        { name: 'Typed Only', email: 'typed.only@example.test' },
      ])
      .returning({ id: users.id });
    const res = await t.app.inject({
      url: `${usersUrl}?search=example.test&limit=100`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ users: { _id: string; emailVerified: boolean }[] }>().users;
    expect(listed.find((u) => u._id === proved!.id)?.emailVerified).toBe(true);
    expect(listed.find((u) => u._id === unproved!.id)?.emailVerified).toBe(false);
  });

  it('is refused to staff (customers are personal data)', async () => {
    const staff = await signInAs(t.app, { role: 'staff' });
    const res = await t.app.inject({ url: usersUrl, headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(403);
  });
});

describe('PATCH /staff/users/:id/role', () => {
  const t = useTestApp({ seed: false });

  it('changes the role, audits who did it with before and after, and answers the user', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const customer = await signInAs(t.app, { role: 'customer', name: 'Meera' });
    const res = await changeRole(t, admin, customer.userId, { role: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: customer.userId, name: 'Meera', role: 'staff' });
    expect(await roleOf(t, customer.userId)).toBe('staff');
    expect(await roleEntries(t, customer.userId)).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        action: 'user.role',
        entityType: 'user',
        before: { role: 'customer' },
        after: { role: 'staff' },
      }),
    ]);
    // Setting the role it already has changes nothing and writes no entry.
    expect((await changeRole(t, admin, customer.userId, { role: 'staff' })).statusCode).toBe(200);
    expect(await roleEntries(t, customer.userId)).toHaveLength(1);
  });

  it('ends every session of the user, promotion or demotion: they sign in again', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const phone = testBrowser(t.app);
    const member = await phone.register({ name: 'Meera' });
    // Meera proved her address signed in, so her password survives the grant (decision 0070).
    await expect.poll(() => mailsTo(t.outboxDir, member.email).length, { timeout: 15_000 }).toBe(1);
    const token = tokenIn(mailsTo(t.outboxDir, member.email)[0]!, 'verify-email');
    expect((await phone.post('/verify-email', { token })).statusCode).toBe(200);
    const laptop = testBrowser(t.app);
    const credentials = { email: member.email, password: member.password };
    expect((await laptop.post('/signIn', credentials)).statusCode).toBe(200);
    expect((await phone.get(usersUrl)).statusCode).toBe(403);

    expect((await changeRole(t, admin, member.userId, { role: 'admin' })).statusCode).toBe(200);
    // Neither device keeps a session: not its access token, nor its refresh token.
    for (const device of [phone, laptop]) {
      expect((await device.get(usersUrl)).statusCode).toBe(401);
      expect((await device.post('/refresh-token')).statusCode).toBe(401);
    }
    const ended = await t.db
      .select({ revokedReason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, member.userId));
    expect(ended).toEqual([{ revokedReason: 'role_changed' }, { revokedReason: 'role_changed' }]);
    // A fresh sign-in holds the new rights.
    expect((await laptop.post('/signIn', credentials)).statusCode).toBe(200);
    expect((await laptop.get(usersUrl)).statusCode).toBe(200);

    expect((await changeRole(t, admin, member.userId, { role: 'customer' })).statusCode).toBe(200);
    expect((await laptop.get(usersUrl)).statusCode).toBe(401);
    expect((await laptop.post('/signIn', credentials)).statusCode).toBe(200);
    expect((await laptop.get(usersUrl)).statusCode).toBe(403);
    expect((await roleEntries(t, member.userId)).map((e) => e.after)).toEqual(
      expect.arrayContaining([{ role: 'admin' }, { role: 'customer' }]),
    );
  });

  it('ends nothing when the role stays, or when the change is refused', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const cook = await signInAs(t.app, { role: 'staff' });
    const profile = () =>
      t.app.inject({ url: `${API_BASE_PATH}/auth/user/profile`, headers: { cookie: cook.cookie } });
    expect((await changeRole(t, admin, cook.userId, { role: 'staff' })).statusCode).toBe(200);
    expect((await changeRole(t, cook, cook.userId, { role: 'admin' })).statusCode).toBe(403);
    expect((await profile()).statusCode).toBe(200);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const target = await signInAs(t.app, { role: 'customer' });
    const cases: [string, unknown, number][] = [
      [target.userId, { role: 'root' }, 400],
      [target.userId, { role: 'admin', name: 'x' }, 400],
      [target.userId, {}, 400],
      [target.userId, ['admin'], 400],
      ['not a valid id!', { role: 'admin' }, 400],
      ['00000000-0000-0000-0000-000000000000', { role: 'admin' }, 404],
    ];
    for (const [id, body, status] of cases) {
      const res = await changeRole(t, admin, encodeURIComponent(id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
    const noCsrf = await t.app.inject({
      method: 'PATCH',
      url: roleUrl(target.userId),
      headers: { cookie: admin.cookie },
      payload: { role: 'admin' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await roleOf(t, target.userId)).toBe('customer');
    expect(await roleEntries(t, target.userId)).toEqual([]);
  });

  it('lets only admins change roles', async () => {
    const target = await signInAs(t.app, { role: 'customer' });
    for (const role of ['customer', 'staff'] as const) {
      const caller = await signInAs(t.app, { role });
      // Not even their own role.
      for (const id of [target.userId, caller.userId]) {
        expect((await changeRole(t, caller, id, { role: 'admin' })).statusCode).toBe(403);
        expect(await roleOf(t, id)).not.toBe('admin');
      }
    }
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: roleUrl(target.userId),
      headers: csrfHeaders,
      payload: { role: 'admin' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await roleEntries(t, target.userId)).toEqual([]);
  });
});

describe('the last admin', () => {
  const t = useTestApp({ seed: false });

  /** Exactly the given number of fresh admins (every earlier one made a customer). */
  async function onlyAdmins(count: number): Promise<SignedIn[]> {
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    const admins: SignedIn[] = [];
    for (let i = 0; i < count; i++) admins.push(await signInAs(t.app, { role: 'admin' }));
    return admins;
  }
  const adminCount = async () =>
    (await t.db.select().from(users).where(eq(users.role, 'admin'))).length;

  it('cannot demote themself while no other admin remains (409, nothing changes)', async () => {
    const [only] = await onlyAdmins(1);
    for (const role of ['staff', 'customer'] as const) {
      const res = await changeRole(t, only!, only!.userId, { role });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: LAST_ADMIN_MESSAGE, code: ErrorCode.LastAdmin });
    }
    expect(await roleOf(t, only!.userId)).toBe('admin');
    expect(await roleEntries(t, only!.userId)).toEqual([]);
  });

  it('may demote themself, or another admin, while one remains', async () => {
    const [first, second, third] = await onlyAdmins(3);
    expect((await changeRole(t, first!, second!.userId, { role: 'staff' })).statusCode).toBe(200);
    // Demoting themself ends their own session too, and they still get the answer.
    const own = await changeRole(t, first!, first!.userId, { role: 'customer' });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ _id: first!.userId, role: 'customer' });
    // Signed out: their next request is refused before any role check.
    expect((await changeRole(t, first!, third!.userId, { role: 'customer' })).statusCode).toBe(401);
    expect((await changeRole(t, third!, third!.userId, { role: 'staff' })).statusCode).toBe(409);
    expect(await adminCount()).toBe(1);
  });

  // On PostgreSQL these run in parallel transactions on separate connections.
  it('survives two admins demoting each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await onlyAdmins(2);
      const answers = await Promise.all([
        changeRole(t, a!, b!.userId, { role: 'customer' }),
        changeRole(t, b!, a!.userId, { role: 'customer' }),
      ]);
      const [won, lost] = answers.map((r) => r.statusCode).sort();
      // The later one finds its caller demoted already: signed out by the demotion (401), or
      // past that check while it waited for the lock and then no admin any more (403).
      expect(won, `round ${round}`).toBe(200);
      expect([401, 403], `round ${round}`).toContain(lost);
      expect(await adminCount()).toBe(1);
    }
  });

  it('survives two admins demoting themselves at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await onlyAdmins(2);
      const answers = await Promise.all([
        changeRole(t, a!, a!.userId, { role: 'staff' }),
        changeRole(t, b!, b!.userId, { role: 'staff' }),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      expect(await adminCount()).toBe(1);
    }
  });
});
