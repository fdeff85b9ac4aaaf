import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRecoveryCodes, userSecondFactors } from '../../../db/schema/index';
import { createSecretBox } from './second-factor-keys';
import {
  enrol,
  signInWithPassword,
  staffMember,
  totp,
  type Staff,
} from '#test/second-factor-fixtures';
import { useTestApp } from '#test/test-app';

const key = () => randomBytes(32);
const previousKey = key();
const currentKey = key();
const sessionSecret = randomBytes(32).toString('hex');

/** How a secret was sealed before decision 0072: a key derived from the session secret. */
function sealedBefore0072(plain: string): string {
  const derived = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'ninetonine', 'totp-secret-v1', 32),
  );
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
}

/** Staff secrets under their own key, recovery codes keyed by it (decision 0072). */
describe('the second factor’s own key', () => {
  const t = useTestApp({
    seed: false,
    sessionSecret,
    env: {
      TOTP_ENCRYPTION_KEY: currentKey.toString('base64'),
      TOTP_ENCRYPTION_KEY_PREVIOUS: previousKey.toString('hex'),
    },
  });

  /** A password sign-in finished with `code`: its status code. */
  const signInWithCode = async (staff: Staff, code: string) => {
    const { b, res } = await signInWithPassword(t, staff);
    return (await b.post('/second-factor', { challenge: res.json().challenge, code })).statusCode;
  };
  const stored = async (userId: string) => {
    const [row] = await t.db
      .select()
      .from(userSecondFactors)
      .where(eq(userSecondFactors.userId, userId));
    return row!;
  };
  /** Stores `sealed` as the account's secret, its last used step forgotten (a fresh code). */
  const storeSecret = (userId: string, sealed: string) =>
    t.db
      .update(userSecondFactors)
      .set({ secretEncrypted: sealed, lastUsedStep: null })
      .where(eq(userSecondFactors.userId, userId));
  const onlyCurrentKey = createSecretBox({ current: currentKey }, 'not the session secret');

  it('keys recovery codes (HMAC): a stored one is not the SHA-256 of the code', async () => {
    const staff = await staffMember(t);
    const { recoveryCodes } = await enrol(staff);
    const hashes = (
      await t.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, staff.userId))
    ).map((row) => row.codeHash);
    const sha256 = (code: string) =>
      createHash('sha256').update(code.replace(/-/g, '')).digest('hex');
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(hashes).not.toContain(sha256(code));
    expect(hashes.every((hash) => hash.startsWith('hmac-sha256:'))).toBe(true);
    expect(await signInWithCode(staff, recoveryCodes[0]!.toUpperCase())).toBe(200);
    expect(await signInWithCode(staff, recoveryCodes[0]!)).toBe(400);
  });

  it('still takes recovery codes stored as plain SHA-256 before it, once each', async () => {
    const staff = await staffMember(t);
    await enrol(staff);
    const old = ['abcd-efgh-jkmn', 'pqrs-tvwx-yz23'];
    await t.db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, staff.userId));
    await t.db.insert(userRecoveryCodes).values(
      old.map((code) => ({
        userId: staff.userId,
        codeHash: createHash('sha256').update(code.replace(/-/g, '')).digest('hex'),
      })),
    );
    expect(await signInWithCode(staff, old[0]!)).toBe(200);
    expect(await signInWithCode(staff, old[0]!)).toBe(400);
    expect((await staff.b.get('/second-factor')).json().recoveryCodesLeft).toBe(1);
  });

  it('opens secrets sealed with the previous key or before it, and seals them again with the current one', async () => {
    const staff = await staffMember(t);
    const { secret } = await enrol(staff);
    expect(onlyCurrentKey.open((await stored(staff.userId)).secretEncrypted)).toEqual({
      plain: secret,
      stale: false,
    });

    const underPrevious = createSecretBox({ current: previousKey }, sessionSecret).seal(secret);
    for (const sealed of [underPrevious, sealedBefore0072(secret)]) {
      await storeSecret(staff.userId, sealed);
      expect(onlyCurrentKey.open(sealed)).toBeNull();
      expect(await signInWithCode(staff, totp(secret).generate())).toBe(200);
      const resealed = (await stored(staff.userId)).secretEncrypted;
      expect(resealed).not.toBe(sealed);
      expect(onlyCurrentKey.open(resealed)).toEqual({ plain: secret, stale: false });
    }
  });

  it('refuses codes for a secret no configured key opens; the recovery codes still work', async () => {
    const staff = await staffMember(t);
    const { secret, recoveryCodes } = await enrol(staff);
    await storeSecret(
      staff.userId,
      createSecretBox({ current: key() }, sessionSecret).seal(secret),
    );
    expect(await signInWithCode(staff, totp(secret).generate())).toBe(400);
    expect(await signInWithCode(staff, recoveryCodes[1]!)).toBe(200);
  });
});
