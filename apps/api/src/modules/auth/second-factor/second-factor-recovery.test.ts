import { ErrorCode } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, userRecoveryCodes } from '../../../db/schema/index';
import { enrol, signInWithPassword, staffMember, type Staff } from '#test/second-factor-fixtures';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';

/** New recovery codes for staff who used some up or lost the sheet (docs/decisions/0036). */
describe('new recovery codes', () => {
  const t = useTestApp({ seed: false });

  /** Finishes a password sign-in with `code`; its status code. */
  const signInWithCode = async (staff: Staff, code: string) => {
    const { b, res } = await signInWithPassword(t, staff);
    return (await b.post('/second-factor', { challenge: res.json().challenge, code })).statusCode;
  };
  const storedCodes = (userId: string) =>
    t.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));

  it('are shown once; the old ones, used or not, stop working', async () => {
    const staff = await staffMember(t);
    const { recoveryCodes: old } = await enrol(staff);
    expect(await signInWithCode(staff, old[0]!)).toBe(200);

    const res = await staff.b.post('/second-factor/recovery-codes', {});
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(res.json().message).toMatch(/old ones no longer work/);
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await staff.b.get('/second-factor')).json().recoveryCodesLeft).toBe(10);
    expect(await storedCodes(staff.userId)).toHaveLength(10);

    expect(await signInWithCode(staff, old[1]!)).toBe(400);
    expect(await signInWithCode(staff, fresh[0]!)).toBe(200);
    expect((await staff.b.get('/second-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('need a recent sign-in, and change nothing until then', async () => {
    const staff = await staffMember(t);
    const { recoveryCodes: old, nextCode } = await enrol(staff);
    const before = await storedCodes(staff.userId);
    await t.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, staff.userId));

    const refused = await staff.b.post('/second-factor/recovery-codes', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.ReauthRequired);
    expect(await storedCodes(staff.userId)).toEqual(before);

    expect((await staff.b.post('/reauthenticate', { code: nextCode() })).statusCode).toBe(200);
    expect((await staff.b.post('/second-factor/recovery-codes', {})).statusCode).toBe(200);
    expect(await signInWithCode(staff, old[0]!)).toBe(400);
  });

  it('are refused without an app, to customers and to nobody signed in', async () => {
    const staff = await staffMember(t);
    const none = await staff.b.post('/second-factor/recovery-codes', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/not on/);
    expect(await storedCodes(staff.userId)).toEqual([]);

    const customer = testBrowser(t.app);
    await customer.register();
    expect((await customer.post('/second-factor/recovery-codes', {})).statusCode).toBe(403);
    expect((await testBrowser(t.app).post('/second-factor/recovery-codes', {})).statusCode).toBe(
      401,
    );
  });
});
