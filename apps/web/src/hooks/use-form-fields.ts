import { maxLengthsOf } from '@ninetonine/contract';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrorsOf, hasErrors, type FieldErrors, type Parsed } from '@/lib/form-errors';

interface FormFieldsOptions<F extends string> {
  /** Called on every edit, e.g. to hide a previous save's result. */
  onEdit?: () => void;
  /**
   * Once the form has been submitted, its errors are this check of the current values, so they
   * vanish as soon as they are fixed (without it, errors stay until the next submit).
   */
  recheck?: (values: Record<F, string>) => Parsed<unknown>;
  /**
   * The contract schema the form is checked with: each field's input gets its `maxlength` from
   * it, never from a second literal (issue 19 #11).
   */
  schema?: Parameters<typeof maxLengthsOf>[0];
}

/**
 * The values and per-field errors of a form whose inputs are `${idPrefix}-${field}`;
 * `initial` also gives the order in which the first field in error is looked for.
 */
export function useFormFields<F extends string>(
  idPrefix: string,
  initial: Record<F, string>,
  { onEdit, recheck, schema }: FormFieldsOptions<F> = {},
) {
  const [limits] = useState(() => (schema ? maxLengthsOf(schema) : {}) as Record<string, number>);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  // What the server refused at a field (a PIN outside every delivery area): shown at the field
  // until that field is edited, whatever the local check says.
  const [refused, setRefused] = useState<FieldErrors<F>>({});
  const shown = {
    ...(submitted && recheck ? fieldErrorsOf<F>(recheck(values)) : errors),
    ...refused,
  };

  /** What a TextField for `field` takes: its id, value, limit, change handler and error. */
  const field = (name: F) => ({
    id: `${idPrefix}-${name}`,
    maxLength: limits[name],
    value: values[name],
    onValueChange: (value: string) => {
      onEdit?.();
      setValues((v) => ({ ...v, [name]: value }));
      // Without a recheck, an edited field's error goes at once: it is not shown as still wrong
      // while the person is fixing it (issue 19 #11); submitting checks again.
      setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
      setRefused((e) => (e[name] ? { ...e, [name]: undefined } : e));
    },
    error: shown[name],
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
    setSubmitted(true);
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

  /** The server refused `name`: its message at the field, marked invalid, the focus moved there. */
  const refuse = (name: F, message: string) => {
    // Drawn before the focus moves, so the field is announced with its error.
    flushSync(() => setRefused({ [name]: message } as FieldErrors<F>));
    document.getElementById(`${idPrefix}-${name}`)?.focus();
  };

  /** Back to the initial values, as if never submitted. */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setRefused({});
    setSubmitted(false);
  };

  return { values, setValues, field, validate, refuse, reset };
}
