import type { FormEvent, ReactNode } from 'react';
import type { SaveStatus } from '@/hooks/use-save-status';
import { FormActions } from './form-parts';
import { SaveStatusAlerts } from './save-status-alerts';
import { UnsavedEditsGuard } from './unsaved-edits-guard';

interface StaffFormProps {
  /** The form's accessible name ("New offer", "Edit WELCOME10"). */
  label: string;
  status: SaveStatus;
  onSubmit: (e: FormEvent) => void;
  /** The submit button's words ("Add area", "Save changes"). */
  submitLabel: string;
  /** Offered beside the submit button when given (editing in place). */
  onCancel?: (() => void) | undefined;
  className: string | undefined;
  actionsClassName: string | undefined;
  children: ReactNode;
}

/**
 * A staff screen's add-or-edit form (decision 0041): the leave-page warning while it holds
 * edits, the save's outcome above the fields, then Save and, when editing, Cancel.
 */
export function StaffForm({
  label,
  status,
  onSubmit,
  submitLabel,
  onCancel,
  className,
  actionsClassName,
  children,
}: StaffFormProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      <UnsavedEditsGuard unsaved={status.unsaved} />
      <SaveStatusAlerts status={status} />
      {children}
      <FormActions
        className={actionsClassName}
        busy={status.saving}
        busyLabel="Saving…"
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
