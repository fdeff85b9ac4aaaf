import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** Help text under the field, read after the label. */
  hint?: ReactNode;
}

/** A labelled input whose error sits next to it and is announced with it. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  ...inputProps
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        name={inputProps.name ?? id}
        className="input"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <div className={styles.hint} id={hintId}>
          {hint}
        </div>
      )}
    </div>
  );
}
