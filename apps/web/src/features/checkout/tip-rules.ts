import { TIP_MAX } from '@ninetonine/contract/core';

/** Why a typed tip cannot be used, in the field's words; null when it can ('' is no tip). */
export function tipProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Give the tip as an amount, like 40 or 25.50.';
  if (Number(text) > TIP_MAX) return `A tip can be at most ${TIP_MAX}.`;
  return null;
}
