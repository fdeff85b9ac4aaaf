import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import styles from './form-parts.module.css';

/** A form-level message: an error (announced at once) or, with `success`, a confirmation. */
export function FormAlert({
  children,
  success = false,
}: {
  children: ReactNode;
  success?: boolean;
}) {
  return success ? (
    <div className="alert alert-success" role="status">
      {children}
    </div>
  ) : (
    <div className="alert" role="alert">
      {children}
    </div>
  );
}

/** A failed call's alert (nothing until it fails): the server's message, or `fallback`. */
export function ErrorAlert({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? <FormAlert>{errorMessage(error, fallback)}</FormAlert> : null;
}

/**
 * A failed one-click action's message (a toggle, a remove), small and next to its button rather
 * than a form's banner: the server's message, or `fallback`. Nothing until it fails.
 */
export function ActionError({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? (
    <p className="field-error" role="alert">
      {errorMessage(error, fallback)}
    </p>
  ) : null;
}

interface SubmitButtonProps {
  busy: boolean;
  /** Shown instead of the label while the form is being sent. */
  busyLabel: string;
  children: ReactNode;
  /** As wide as its form. */
  wide?: boolean;
  /** A plain button instead of the primary one. */
  plain?: boolean;
}

/**
 * A submit button that refuses a second send and says so while its form is being sent. It is
 * `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus, and after a save
 * the focus stays where it was (decision 0048). A click (or Enter in a field) while busy is
 * cancelled, so the form is not sent twice.
 */
export function SubmitButton({ busy, busyLabel, children, wide, plain }: SubmitButtonProps) {
  const className = ['btn', !plain && 'btn-primary', wide && styles.submit]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={busy ? (e) => e.preventDefault() : undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

interface FormActionsProps {
  className: string | undefined;
  busy: boolean;
  busyLabel: string;
  /** The submit button's words ("Save address", "Add area"). */
  submitLabel: string;
  /** Offered beside the submit button when given (editing in place, a form that can close). */
  onCancel?: (() => void) | undefined;
}

/** A form's submit button and, when it can be left unsaved, Cancel beside it. */
export function FormActions({
  className,
  busy,
  busyLabel,
  submitLabel,
  onCancel,
}: FormActionsProps) {
  return (
    <div className={className}>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
      {onCancel && (
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
