/** A contract schema's safeParse result, as far as a form needs it. */
export type Parsed<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
    };

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field (the one shown next to it). */
export function fieldErrorsOf<K extends string>(result: Parsed<unknown>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
