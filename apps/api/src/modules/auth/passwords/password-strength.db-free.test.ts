import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../config/env';
import { createPasswordHasher } from './password';
import { passwordProblem } from './password-strength';

describe('passwordProblem', () => {
  it.each([
    'saffron-lantern-2024',
    'correct horse battery staple',
    'Tikka&Masala#Friday',
    'ünïcödé-pässwörd-ok',
  ])('accepts %j', (pw) => {
    expect(passwordProblem(pw, { email: 'ada@example.com', name: 'Ada Lovelace' })).toBeNull();
  });

  it.each([
    ['short1234', /at least 10/],
    ['          x', /not counting spaces/],
    ['1234567890', /too common/],
    ['qwertyuiop', /too common/],
    ['Password2024!', /too common/],
    ['P@ssw0rd!!!!', /too common/],
    ['!!Sunshine99', /too common/],
    ['1qaz2wsx3edc', /too common/],
    ['aaaaaaaaaaaa', /too common/],
    ['abababababab', /too common/],
    ['lovelace-rules-1815', /name or email/],
    ['AdaLovelace2024', /name or email/],
    ['my-ada.l-address', /name or email/],
  ])('refuses %j', (pw, message) => {
    expect(passwordProblem(pw, { email: 'ada.l@example.com', name: 'Ada Lovelace' })).toMatch(
      message,
    );
  });

  it('counts characters, not UTF-16 units, and caps the length', () => {
    expect(passwordProblem('🍔🍟🍕🌮🍣🍜🍩🍪🥗🥟')).toBeNull();
    expect(passwordProblem(`${'x9-'.repeat(43)}`)).toMatch(/at most 128/);
  });
});

describe('argon2id hashing', () => {
  it.each(['owasp', 'minimal'] as const)(
    'verifies the right password only, and survives a null or malformed hash (%s)',
    async (cost) => {
      const passwords = createPasswordHasher(cost);
      const hash = await passwords.hash('saffron-lantern-2024');
      expect(await passwords.verify(hash, 'saffron-lantern-2024')).toBe(true);
      expect(await passwords.verify(hash, 'saffron-lantern-2025')).toBe(false);
      expect(await passwords.verify(null, 'saffron-lantern-2024')).toBe(false);
      expect(await passwords.verify('not-a-hash', 'saffron-lantern-2024')).toBe(false);
    },
  );

  it("hashes at OWASP's cost unless told otherwise, and production cannot be told otherwise", async () => {
    const env = loadEnv({});
    expect(env.PASSWORD_HASH_COST).toBe('owasp');
    const hash = await createPasswordHasher(env.PASSWORD_HASH_COST).hash('saffron-lantern-2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await createPasswordHasher('minimal').hash('saffron-lantern-2024')).toMatch(
      /^\$argon2id\$v=19\$m=1024,t=1,p=1\$/,
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        TOTP_ENCRYPTION_KEY: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd',
        MAIL_OUTBOX_DIR: '/tmp/outbox',
        PUBLIC_URL: 'https://shop.example',
        PASSWORD_HASH_COST: 'minimal',
      }),
    ).toThrow(/PASSWORD_HASH_COST=minimal is for tests/);
  });
});
