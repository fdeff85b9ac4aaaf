import { API_BASE_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, users } from '#src/db/schema/index';
import { signInAs } from './sign-in';
import { csrfHeaders, useTestApp } from './test-app';

/**
 * Bidi controls and stray zero-width characters never reach the kitchen board, tickets or mails
 * (decision 0074): refused with words, nothing stored; names in scripts that need ZWJ/ZWNJ pass.
 */
describe('hidden characters in names and addresses', () => {
  const t = useTestApp({ seed: false });
  const patchProfile = (cookie: string, name: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/auth/user/profile`,
      headers: { ...csrfHeaders, cookie },
      payload: { name },
    });
  const storedName = async (id: string) =>
    (await t.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]!.name;

  it('a name with U+202E is refused, and the stored name stays', async () => {
    const me = await signInAs(t.app, { name: 'Asha Menon' });
    const res = await patchProfile(me.cookie, 'Asha\u202Ecod.exe');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invisible or text-direction characters/);
    expect(await storedName(me.userId)).toBe('Asha Menon');
  });

  it.each([
    ['Hindi with ZWJ', 'क्\u200Dषमा'],
    ['Hindi with ZWNJ', 'क्\u200Cष'],
    ['Malayalam chillu with ZWJ', 'അവന്\u200D'],
    ['Malayalam with ZWNJ', 'കാര്\u200Cത്തിക്'],
  ])('%s is accepted and stored as written', async (_what, name) => {
    const me = await signInAs(t.app);
    expect((await patchProfile(me.cookie, name)).statusCode).toBe(200);
    expect(await storedName(me.userId)).toBe(name);
  });

  it('an address note with a zero-width space is refused and nothing is stored', async () => {
    const me = await signInAs(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/addresses`,
      headers: { ...csrfHeaders, cookie: me.cookie },
      payload: {
        name: 'Asha',
        phone: '+91 98765 43210',
        line1: '12 MG Road',
        city: 'Kochi',
        postalCode: '682001',
        notes: 'Gate\u200B 2',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/note for the rider contains invisible/);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, me.userId))).toEqual([]);
  });
});
