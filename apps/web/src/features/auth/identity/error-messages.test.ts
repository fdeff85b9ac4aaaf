import { describe, expect, it } from 'vitest';
import { DEFAULT_IDENTITY_ERROR, identityErrorMessage } from './error-messages';

const codes = [
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/network-request-failed',
  'auth/unauthorized-domain',
  'auth/user-mismatch',
  'auth/invalid-verification-code',
  'auth/code-expired',
  'auth/too-many-requests',
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/internal-error',
];

describe('identityErrorMessage', () => {
  it('has its own friendly text for every known Firebase code', () => {
    const messages = codes.map((code) => identityErrorMessage({ code, message: 'Firebase: x' }));
    expect(new Set(messages).size).toBe(codes.length);
    for (const m of messages) {
      expect(m).not.toBe(DEFAULT_IDENTITY_ERROR);
      expect(m).not.toMatch(/firebase|auth\//i);
    }
    expect(identityErrorMessage({ code: 'auth/popup-blocked' })).toMatch(/pop-ups/);
    expect(identityErrorMessage({ code: 'auth/invalid-verification-code' })).toMatch(/code/);
  });

  it.each([
    { code: 'auth/something-new' },
    new Error('boom'),
    null,
    'auth/popup-blocked',
    { code: 3 },
  ])('falls back to the default for %j', (error) => {
    expect(identityErrorMessage(error)).toBe(DEFAULT_IDENTITY_ERROR);
  });
});
