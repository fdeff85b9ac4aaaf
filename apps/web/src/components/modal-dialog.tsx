import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styles from './modal-dialog.module.css';

/** The shared title and button row classes, for a dialog with its own content (a form). */
export const dialogClasses = { title: styles.title, actions: styles.actions };

interface ModalDialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onClose' | 'onCancel'
> {
  open: boolean;
  /** Escape (or the browser's back gesture) closed it: the owner's state must follow. */
  onDismiss: () => void;
}

/**
 * A native modal `<dialog>` driven by `open`: focus is trapped, Escape dismisses it, and the
 * browser gives the focus back to what had it when the dialog closes.
 *
 * The browser fires `close` a task after `close()`. Reopened within that task (cancel, then at
 * once the same choice again), the late event would dismiss the new question: a `close` event
 * counts only while the dialog is really closed.
 */
export function ModalDialog({ open, onDismiss, children, className, ...props }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      {...props}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      onClose={(event) => {
        if (!event.currentTarget.open) onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
