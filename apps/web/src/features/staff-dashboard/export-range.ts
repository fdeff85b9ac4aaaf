import { addDays, ordersExportQuerySchema } from '@ninetonine/contract';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';

export type ExportRangeField = 'from' | 'to';

/** The server's own rules (real dates, from ≤ to, at most a year), checked before asking it. */
export function exportRangeErrors(from: string, to: string): FieldErrors<ExportRangeField> {
  const errors = fieldErrorsOf<ExportRangeField>(ordersExportQuerySchema.safeParse({ from, to }));
  // An empty date input gives '' (or an unfinished date): say what is missing in plain words.
  if (!from) errors.from = 'Choose the first day';
  if (!to) errors.to = 'Choose the last day';
  return errors;
}

/** The form's starting range: the week up to the day on the dashboard. */
export const defaultExportRange = (day: string) => ({ from: addDays(day, -6), to: day });
