import { describe, expect, it } from 'vitest';
import {
  EMULATOR_GOOGLE_MESSAGE,
  parseEmulatorGoogleMessage,
  subjectFor,
} from './emulator-google-protocol';

describe('emulator Google chooser messages', () => {
  const account = { sub: '1234', email: 'ada@example.com', name: ' Ada ' };

  it('accepts only well-formed account messages', () => {
    expect(parseEmulatorGoogleMessage({ type: EMULATOR_GOOGLE_MESSAGE, account })).toEqual({
      ...account,
      name: 'Ada',
    });
    for (const bad of [
      null,
      'x',
      { type: 'other', account },
      { type: EMULATOR_GOOGLE_MESSAGE },
      { type: EMULATOR_GOOGLE_MESSAGE, account: { ...account, email: 'nope' } },
      { type: EMULATOR_GOOGLE_MESSAGE, account: { ...account, name: '  ' } },
      { type: EMULATOR_GOOGLE_MESSAGE, account: { ...account, sub: 5 } },
    ]) {
      expect(parseEmulatorGoogleMessage(bad)).toBeNull();
    }
  });

  it('gives one email one stable numeric subject', () => {
    expect(subjectFor('Ada@Example.com ')).toBe(subjectFor('ada@example.com'));
    expect(subjectFor('ada@example.com')).not.toBe(subjectFor('grace@example.com'));
    expect(subjectFor('ada@example.com')).toMatch(/^\d{21}$/);
  });
});
