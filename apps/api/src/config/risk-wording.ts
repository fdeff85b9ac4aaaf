// How check-config's findings are put: one sentence per variable, and the small helpers the
// sentences share (deployment-risks.ts, payment-risks.ts).

/**
 * One sentence about one variable (and any others it `covers`, so a refusal env.ts makes about
 * them is not repeated). `advice` is worth reading but does not fail the check.
 */
export type Finding = { variable: string; sentence: string; covers?: string[]; advice?: true };

export const setValue = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
export const isAre = (names: string[]) =>
  `${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'}`;

export function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
