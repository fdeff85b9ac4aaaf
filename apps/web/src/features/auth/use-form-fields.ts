import { useState } from 'react';
import { fieldErrorsOf, hasErrors, type FieldErrors } from './form-errors';

/** A contract schema's safeParse result, as far as a form needs it. */
type Parsed<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
    };

/**
 * The values and per-field errors of an auth form whose inputs are `${idPrefix}-${field}`;
 * `initial` also gives the order in which the first field in error is looked for.
 */
export function useFormFields<F extends string>(
  idPrefix: string,
  initial: Record<F, string>,
  /** Called on every edit, e.g. to hide a previous save's result. */
  onEdit?: () => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  /** What a TextField for `field` takes: its id, value, change handler and error. */
  const field = (name: F) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    onValueChange: (value: string) => {
      onEdit?.();
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });

  /**
   * Shows the schema's errors, overridden by the form's own checks in `more` (null or undefined
   * where a check passes); returns the parsed data when all is well, else focuses the first
   * field in error.
   */
  const validate = <T>(
    parsed: Parsed<T>,
    more: Partial<Record<F, string | null>> = {},
  ): T | null => {
    const found = fieldErrorsOf<F>(parsed);
    for (const [name, message] of Object.entries(more) as [F, string | null | undefined][]) {
      if (message) found[name] = message;
    }
    setErrors(found);
    if (parsed.success && !hasErrors(found)) return parsed.data;
    const first = (Object.keys(initial) as F[]).find((f) => found[f]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return null;
  };

  return { values, setValues, field, validate };
}
