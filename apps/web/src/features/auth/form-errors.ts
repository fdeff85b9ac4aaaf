/** What a contract schema's safeParse reports, reduced to what a form needs. */
interface ParseResult<T> {
  success: boolean;
  data?: T;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field (the one shown next to it). */
export function fieldErrorsOf<K extends string>(result: ParseResult<unknown>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
