import { API_BASE_PATH, ErrorCode, type StaffAccountRequest } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from '#test/sign-in';
import { csrfHeaders, useTestApp, type TestApp } from '#test/test-app';
import { strongPassword, testBrowser, uniqueEmail } from '#test/test-browser';
import { CONTROL_TOKEN_HEADER } from '../../../control/local-control';
import { auditLog, sessions, users } from '../../../db/schema/index';
import { COMMAND_LINE_ACTOR } from './staff-provisioning.service';

const TOKEN = 'provisioning-tests-control-token';

/** What `npm run create-admin` sends the running server (a loopback call with its token). */
function provision(t: TestApp, body: Partial<StaffAccountRequest> & { email: string }) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/internal/staff-accounts`,
    remoteAddress: '127.0.0.1',
    headers: { ...csrfHeaders, [CONTROL_TOKEN_HEADER]: TOKEN },
    payload: { name: 'Head Cook', role: 'staff', ...body },
  });
}

const liveSessions = async (t: TestApp, userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).filter(
    (s) => s.revokedAt === null,
  );
const entriesAbout = (t: TestApp, userId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
/** As the owner opening the mailed link signed in does: the email and the password proven. */
const markEmailProved = (t: TestApp, userId: string) =>
  t.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), passwordProvenAt: new Date() })
    .where(eq(users.id, userId));

describe('granting staff rights from the command line', () => {
  const t = useTestApp({ seed: false, localControlToken: TOKEN });

  it('refuses an account whose email was never proved, says why and what to do, and changes nothing', async () => {
    // Someone registered the address the owner meant to give the cook, before the owner did.
    const squatter = testBrowser(t.app);
    const account = await squatter.register({ email: uniqueEmail('chef') });
    const [before] = await t.db.select().from(users).where(eq(users.id, account.userId));

    for (const role of ['staff', 'admin'] as const) {
      const res = await provision(t, { email: account.email, role, password: strongPassword() });
      expect(res.statusCode).toBe(409);
      const body = res.json<{ message: string; code: string }>();
      expect(body.code).toBe(ErrorCode.EmailNotVerified);
      expect(body.message).toMatch(/never confirmed the email/);
      expect(body.message).toMatch(/may belong to someone else/);
      expect(body.message).toMatch(/confirm the email with the link mailed to it/);
      expect(body.message).toMatch(/run this command again; or use a different address/);
    }

    const [after] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(after).toEqual(before);
    expect(await liveSessions(t, account.userId)).toHaveLength(1);
    expect((await squatter.get('/user/profile')).json().user.role).toBe('customer');
    expect(await entriesAbout(t, account.userId)).toEqual([]);
  });

  it('promotes a proved account: its sessions end, and the command line is the audited actor', async () => {
    const phone = testBrowser(t.app);
    const cook = await phone.register({ name: 'Kiran Cook', email: uniqueEmail('cook') });
    const laptop = testBrowser(t.app);
    const credentials = { email: cook.email, password: cook.password };
    expect((await laptop.post('/signIn', credentials)).statusCode).toBe(200);
    await markEmailProved(t, cook.userId);

    const res = await provision(t, { email: cook.email.toUpperCase(), role: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: false, message: `${cook.email} is now a staff member.` });

    // Neither device keeps the session it had: the cook signs in again, with the new rights.
    for (const device of [phone, laptop]) {
      expect((await device.get('/user/profile')).statusCode).toBe(401);
      expect((await device.post('/refresh-token')).statusCode).toBe(401);
    }
    const ended = await t.db.select().from(sessions).where(eq(sessions.userId, cook.userId));
    expect(ended.map((s) => s.revokedReason)).toEqual(['role_changed', 'role_changed']);
    expect((await phone.post('/signIn', credentials)).json().userData.role).toBe('staff');

    expect(await entriesAbout(t, cook.userId)).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorLabel: COMMAND_LINE_ACTOR.label,
        action: 'user.role',
        entityType: 'user',
        before: { role: 'customer' },
        after: { role: 'staff' },
      }),
    ]);
    // The admins' audit screen shows it, by the command line.
    const admin = await signInAs(t.app, { role: 'admin' });
    const log = await t.app.inject({
      url: `${API_BASE_PATH}/staff/audit?entityType=user&entityId=${cook.userId}`,
      headers: { cookie: admin.cookie },
    });
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        actor: { _id: null, label: 'command line (npm run create-admin)' },
      }),
    ]);
  });

  it('audits an account it creates, and makes a staff member an admin (already trusted)', async () => {
    const email = uniqueEmail('owner');
    const created = await provision(t, { email, role: 'staff', password: strongPassword() });
    expect(created.json()).toEqual({
      created: true,
      message: `Staff account created for ${email}.`,
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    // Whoever runs the command vouches for the address: proven from the start (issue 34, item 11).
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    // Made staff by the restaurant itself: promoting it further is no grant to a stranger.
    const promoted = await provision(t, { email, role: 'admin' });
    expect(promoted.json()).toEqual({ created: false, message: `${email} is now an admin.` });
    const entries = await entriesAbout(t, row!.id);
    expect(entries.map((e) => [e.actorUserId, e.actorLabel, e.action, e.before, e.after])).toEqual(
      expect.arrayContaining([
        [null, COMMAND_LINE_ACTOR.label, 'user.role', null, { role: 'staff' }],
        [null, COMMAND_LINE_ACTOR.label, 'user.role', { role: 'staff' }, { role: 'admin' }],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('ends nothing and writes nothing when the account already holds the role', async () => {
    const browser = testBrowser(t.app);
    const member = await browser.register({ email: uniqueEmail('manager') });
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.userId));
    const res = await provision(t, { email: member.email, role: 'staff' });
    expect(res.json()).toEqual({ created: false, message: `${member.email} is already an admin.` });
    expect((await browser.get('/user/profile')).statusCode).toBe(200);
    expect(await entriesAbout(t, member.userId)).toEqual([]);
  });
});
