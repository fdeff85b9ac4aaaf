import { z } from 'zod';
import { MINOR_PER_MAJOR } from './money';

/**
 * What "at most two decimals" says in the API document. The check itself stays the refine below
 * (zod's multipleOf would accept 1e-7 and refuse 0.1 + 0.2): the keyword only describes it.
 */
export const twoDecimals = { multipleOf: 1 / MINOR_PER_MAJOR } as const;

/**
 * An amount of money a person types, in major units as the spec shows prices (249.5): finite,
 * within [min, max], at most two decimals so it converts to whole minor units without rounding.
 */
export function moneyInput(opts: { min?: number; max: number; label?: string }) {
  const label = opts.label ?? 'The amount';
  const min = opts.min ?? 0;
  return z
    .number(`${label} must be a number`)
    .finite()
    .min(min, `${label} must be at least ${min}`)
    .max(opts.max, `${label} must be at most ${opts.max}`)
    .refine((v) => Math.abs(v * MINOR_PER_MAJOR - Math.round(v * MINOR_PER_MAJOR)) < 1e-6, {
      message: `${label} can have at most two decimals`,
    })
    .meta(twoDecimals);
}
