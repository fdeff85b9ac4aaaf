import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
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
  it('verifies the right password only, and survives a null or malformed hash', async () => {
    const hash = await hashPassword('saffron-lantern-2024');
    expect(await verifyPassword(hash, 'saffron-lantern-2024')).toBe(true);
    expect(await verifyPassword(hash, 'saffron-lantern-2025')).toBe(false);
    expect(await verifyPassword(null, 'saffron-lantern-2024')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'saffron-lantern-2024')).toBe(false);
  });
});
