import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordStrength } from './password-rules';
import { toE164 } from './phone-number';

describe('new password rules', () => {
  it('asks for a password, ten characters and some variety', () => {
    expect(newPasswordProblem('')).toBe('Choose a password');
    expect(newPasswordProblem('short')).toMatch(/at least 10/);
    expect(newPasswordProblem('aaaaaaaaaaaa')).toMatch(/easy to guess/);
    expect(newPasswordProblem('Saffron-Basil-2931')).toBeNull();
  });

  it('grades strength by length, then variety', () => {
    expect(passwordStrength('').score).toBe(0);
    expect(passwordStrength('short').score).toBe(0);
    expect(passwordStrength('abcdefghij').score).toBe(1);
    expect(passwordStrength('abcdefghijkl').score).toBe(2);
    expect(passwordStrength('Saffron-Basil-2931').score).toBe(3);
  });
});

describe('toE164', () => {
  it('normalises numbers with a country code and refuses the rest', () => {
    expect(toE164('+44 20 7946 0958', 'IN')).toBe('+442079460958');
    expect(toE164('+1 (555) 010-0199', 'IN')).toBe('+15550100199');
    expect(toE164('020 7946 0958', 'IN')).toBeNull();
    expect(toE164('+0 123 456 789', 'IN')).toBeNull();
    expect(toE164('', 'IN')).toBeNull();
  });

  it("reads the restaurant's country's numbers as people write them (issue 19, item 15)", () => {
    for (const typed of ['98450 55555', '098450-55555', '+91 98450 55555', '919845055555']) {
      expect(toE164(typed, 'IN'), typed).toBe('+919845055555');
    }
    expect(toE164('12345 67890', 'IN')).toBeNull();
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
  });
});
