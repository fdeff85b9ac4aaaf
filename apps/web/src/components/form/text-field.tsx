import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styles from './text-field.module.css';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** Help text under the field, read after the label. */
  hint?: ReactNode;
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'onChange'>, FieldProps {}

export interface TextAreaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps | 'onChange'>,
    FieldProps {}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps | 'onChange'>, FieldProps {
  /** The options. */
  children: ReactNode;
}

/** The label, the error next to the control (announced with it) and the hint. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: Pick<FieldProps, 'id' | 'label' | 'error' | 'hint'> & {
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <input
          {...inputProps}
          id={id}
          name={inputProps.name ?? id}
          className="input"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          {...aria}
        />
      )}
    </Field>
  );
}

/** TextField for longer text: a textarea that grows only vertically. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  ...textareaProps
}: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <textarea
          {...textareaProps}
          id={id}
          name={textareaProps.name ?? id}
          className={`input ${styles.textarea}`}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          {...aria}
        />
      )}
    </Field>
  );
}

/** A labelled select, laid out and described like TextField. */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <select
          {...selectProps}
          id={id}
          className="input"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          {...aria}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
