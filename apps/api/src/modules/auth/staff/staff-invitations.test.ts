import { API_BASE_PATH, ErrorCode, type UserRole } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#test/audit-entries';
import { mailsTo, tokenIn } from '#test/outbox';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { ACCESS_COOKIE } from '../sessions/session-cookies';
import { auditLog, sessions, staffInvitations, users } from '../../../db/schema/index';

const invitationsUrl = `${API_BASE_PATH}/staff/invitations`;
const acceptUrl = `${API_BASE_PATH}/auth/invitations/accept`;
const previewUrl = `${API_BASE_PATH}/auth/invitations/preview`;

describe('staff invitations', () => {
  const t = useTestApp({ seed: false });

  const invite = (caller: SignedIn, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: invitationsUrl,
      headers: { cookie: caller.cookie, ...csrfHeaders },
      payload: body as object,
    });
  const accept = (caller: SignedIn | null, token: string) =>
    t.app.inject({
      method: 'POST',
      url: acceptUrl,
      headers: { ...(caller ? { cookie: caller.cookie } : {}), ...csrfHeaders },
      payload: { token },
    });
  const pending = async (admin: SignedIn) => {
    const res = await t.app.inject({ url: invitationsUrl, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ invitations: { _id: string; email: string; role: string }[] }>().invitations;
  };
  async function account(role: UserRole = 'customer') {
    const signedIn = await signInAs(t.app, { role });
    const [row] = await t.db.select().from(users).where(eq(users.id, signedIn.userId));
    return { ...signedIn, email: row!.email!, row: row! };
  }
  async function mailedToken(email: string, count = 1) {
    await expect.poll(() => mailsTo(t.outboxDir, email).length).toBeGreaterThanOrEqual(count);
    return tokenIn(mailsTo(t.outboxDir, email).at(-1)!, 'invitation');
  }
  const roleOf = async (id: string) =>
    (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
  const liveSessions = async (id: string) =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, id))).filter(
      (s) => s.revokedAt === null,
    ).length;

  it('grants the role only when the invitee accepts, ends their sessions, audits the inviter', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const invitee = await account();
    const res = await invite(admin, { email: ` ${invitee.email.toUpperCase()} `, role: 'staff' });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toMatchObject({ email: invitee.email, role: 'staff' });
    expect((await pending(admin)).map((i) => i.email)).toContain(invitee.email);
    // Inviting changes nothing yet, and the stored row holds no token.
    expect(await roleOf(invitee.userId)).toBe('customer');
    const token = await mailedToken(invitee.email);
    const [stored] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, invitee.email));
    expect(stored!.tokenHash).not.toContain(token);

    // Opening the page (a mail scanner too) grants nothing.
    const preview = await t.app.inject({
      method: 'POST',
      url: previewUrl,
      headers: csrfHeaders,
      payload: { token },
    });
    expect(preview.json()).toEqual({ email: invitee.email, role: 'staff' });
    expect(await roleOf(invitee.userId)).toBe('customer');
    expect((await accept(null, token)).statusCode).toBe(401);

    const accepted = await accept(invitee, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'staff' });
    expect(await roleOf(invitee.userId)).toBe('staff');
    expect(await liveSessions(invitee.userId)).toBe(0);
    const [after] = await t.db.select().from(users).where(eq(users.id, invitee.userId));
    expect(after!.emailVerifiedAt).not.toBeNull();
    const entries = await auditEntries(t.db, invitee.userId, 'user.role');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: admin.userId,
      before: { role: 'customer' },
      after: { role: 'staff' },
    });
    expect((await pending(admin)).map((i) => i.email)).not.toContain(invitee.email);

    // Single use: the grant ended that session; signed in afresh, the link is used up.
    expect((await accept(invitee, token)).statusCode).toBe(401);
    const session = await t.app.sessions.start(t.db, invitee.userId, {});
    const again = await accept(
      { userId: invitee.userId, cookie: `${ACCESS_COOKIE}=${session.accessToken}` },
      token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: ErrorCode.InvalidLink });
  });

  it('refuses an account signed in with another email, and an expired link', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const invitee = await account();
    const stranger = await account();
    expect((await invite(admin, { email: invitee.email, role: 'admin' })).statusCode).toBe(201);
    const token = await mailedToken(invitee.email);
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: ErrorCode.InvitationForAnotherEmail });
    expect(wrong.json().message).toContain(invitee.email);
    expect(await roleOf(stranger.userId)).toBe('customer');

    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, invitee.email));
    const expired = await accept(invitee, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: ErrorCode.InvalidLink });
    expect(await roleOf(invitee.userId)).toBe('customer');
  });

  it('revokes, and a re-invitation replaces the earlier link', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const invitee = await account();
    expect((await invite(admin, { email: invitee.email, role: 'staff' })).statusCode).toBe(201);
    const first = await mailedToken(invitee.email);
    expect((await invite(admin, { email: invitee.email, role: 'admin' })).statusCode).toBe(201);
    const second = await mailedToken(invitee.email, 2);
    expect(second).not.toBe(first);
    const mine = (await pending(admin)).filter((i) => i.email === invitee.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.role).toBe('admin');
    expect((await accept(invitee, first)).statusCode).toBe(400);

    const revoke = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `${invitationsUrl}/${id}`,
        headers: { cookie: admin.cookie, ...csrfHeaders },
      });
    expect((await revoke(mine[0]!._id)).statusCode).toBe(200);
    expect((await revoke(mine[0]!._id)).statusCode).toBe(404);
    expect((await accept(invitee, second)).statusCode).toBe(400);
    expect(await roleOf(invitee.userId)).toBe('customer');
    const kinds = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'invitation'));
    expect(kinds.map((k) => k.action)).toEqual(
      expect.arrayContaining(['invitation.create', 'invitation.revoke']),
    );
  });

  it('grants nothing once the inviting admin is no longer an admin', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const invitee = await account();
    expect((await invite(admin, { email: invitee.email, role: 'staff' })).statusCode).toBe(201);
    const token = await mailedToken(invitee.email);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, admin.userId));
    expect((await accept(invitee, token)).statusCode).toBe(400);
    expect(await roleOf(invitee.userId)).toBe('customer');
  });

  it('is for admins only, and refuses bad input and existing staff', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    for (const role of ['customer', 'staff'] as const) {
      const caller = await signInAs(t.app, { role });
      expect((await invite(caller, { email: 'x@example.test', role: 'staff' })).statusCode).toBe(
        403,
      );
      const list = await t.app.inject({ url: invitationsUrl, headers: { cookie: caller.cookie } });
      expect(list.statusCode).toBe(403);
    }
    for (const body of [
      {},
      { email: 'not-an-email', role: 'staff' },
      { email: 'a@example.test', role: 'customer' },
      { email: 'a@example.test', role: 'staff', extra: 1 },
    ]) {
      const res = await invite(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const cook = await account('staff');
    const already = await invite(admin, { email: cook.email, role: 'staff' });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toMatchObject({ code: ErrorCode.AlreadyStaff });
    expect((await accept(admin, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await accept(admin, 'unknown-token')).statusCode).toBe(400);
  });

  it('asks for a recent sign-in before inviting', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    await t.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, admin.userId));
    const res = await invite(admin, { email: 'late@example.test', role: 'staff' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ErrorCode.ReauthRequired });
  });
});
