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
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 (555) 010-0199')).toBe('+15550100199');
    expect(toE164('020 7946 0958')).toBeNull();
    expect(toE164('+0 123 456 789')).toBeNull();
    expect(toE164('')).toBeNull();
  });
});
