import { ModalDialog } from '@/components/modal-dialog';
import styles from './staff-users.module.css';

interface EndSessionsDialogProps {
  /** Whose sessions to end; null keeps the dialog closed. */
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "End all sessions of Meera?", confirmed in a modal dialog: Escape cancels. */
export function EndSessionsDialog({ name, onConfirm, onCancel }: EndSessionsDialogProps) {
  return (
    <ModalDialog
      open={name !== null}
      onDismiss={onCancel}
      className={styles.dialog}
      aria-labelledby="end-sessions-title"
      aria-describedby="end-sessions-body"
    >
      {name !== null && (
        <>
          <h2 id="end-sessions-title" className={styles.dialogTitle}>
            End all sessions of {name}?
          </h2>
          <div id="end-sessions-body">
            <p>
              {name} is signed out on every device and must sign in again. Their live order pages
              and boards stop until they do. Their account and orders stay as they are.
            </p>
          </div>
          <div className={styles.dialogActions}>
            {/* The safe choice has the focus first. */}
            <button type="button" className="btn" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={onConfirm}>
              End sessions
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
