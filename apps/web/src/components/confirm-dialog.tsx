import { useId, type ReactNode } from 'react';
import { dialogClasses, ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Clear your cart?": it names the dialog. */
  title: ReactNode;
  /** What saying yes does; it describes the dialog. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape or the browser's back gesture. */
  onCancel: () => void;
}

/** "Are you sure?" in a modal dialog, the same everywhere (decision 0041). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <ModalDialog
      open={open}
      onDismiss={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className={dialogClasses.title}>
            {title}
          </h2>
          <div id={`${id}-body`}>{children}</div>
          <div className={dialogClasses.actions}>
            {/* The safe choice has the focus first. */}
            <button type="button" className="btn" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className="btn btn-primary" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
