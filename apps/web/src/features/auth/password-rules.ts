import { PASSWORD_MIN } from '@ninetonine/contract/core';

export type StrengthScore = 0 | 1 | 2 | 3;

/** Why a new password is refused on the client (the server has the last word), or null. */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'Choose a password';
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  // Mirrors the server's cheapest check; it also refuses common passwords and personal words.
  if (new Set(password).size < 4) return 'Too easy to guess: mix in more different characters';
  return null;
}

/** A rough strength hint: length counts most, then the mix of character kinds. */
export function passwordStrength(password: string): { score: StrengthScore; label: string } {
  if (!password) return { score: 0, label: `At least ${PASSWORD_MIN} characters` };
  if (newPasswordProblem(password)) return { score: 0, label: 'Too short or too simple' };
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) =>
    re.test(password),
  ).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) {
    return { score: 3, label: 'Strong' };
  }
  if (password.length >= 12 || kinds >= 3) return { score: 2, label: 'Good' };
  return { score: 1, label: 'Fair: a longer password is harder to guess' };
}
