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

/** What the control itself gets: the caller's own attributes, then the field's. */
type ControlProps<Own> = Own & {
  id: string;
  className: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The label, the control (its error and hint named as its description), the error next to it
 * (announced with it) and the hint. `render` draws the control from what it is given.
 */
function Field<Own extends object>({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  controlClass,
  render,
  ...own
}: FieldProps &
  Own & {
    controlClass: string;
    render: (control: ControlProps<Own>) => ReactNode;
  }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {render({
        ...(own as unknown as Own),
        id,
        className: controlClass,
        value,
        onChange: (e) => onValueChange(e.target.value),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
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
export function TextField(props: TextFieldProps) {
  return (
    <Field<Omit<TextFieldProps, keyof FieldProps>>
      {...props}
      name={props.name ?? props.id}
      controlClass="input"
      render={(control) => <input {...control} />}
    />
  );
}

/** The customer's own phone number: the phone keyboard and the browser's saved number. */
export function PhoneField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}

/** The customer's own email address, offered from the browser's saved ones. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** TextField for longer text: a textarea that grows only vertically. */
export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <Field<Omit<TextAreaFieldProps, keyof FieldProps>>
      {...props}
      name={props.name ?? props.id}
      controlClass={`input ${styles.textarea}`}
      render={(control) => <textarea {...control} />}
    />
  );
}

/** A labelled select, laid out and described like TextField. */
export function SelectField({ children, ...props }: SelectFieldProps) {
  return (
    <Field<Omit<SelectFieldProps, keyof FieldProps | 'children'>>
      {...props}
      controlClass="input"
      render={(control) => <select {...control}>{children}</select>}
    />
  );
}
