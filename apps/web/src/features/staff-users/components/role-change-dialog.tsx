import type { UserRole } from '@ninetonine/contract';
import { ModalDialog } from '@/components/modal-dialog';
import {
  roleChangeMeaning,
  roleChangeQuestion,
  roleChangeSignsOut,
  unverifiedEmailWarning,
} from '../role-change-text';
import styles from './staff-users.module.css';

interface RoleChangeDialogProps {
  /** The change to confirm; null keeps the dialog closed. */
  change: {
    name: string;
    role: UserRole;
    isSelf: boolean;
    /** Staff rights for an account whose email was never confirmed: warned first. */
    unverifiedEmail: string | null;
  } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Make Meera an admin?", confirmed in a modal dialog: Escape cancels. */
export function RoleChangeDialog({ change, onConfirm, onCancel }: RoleChangeDialogProps) {
  return (
    <ModalDialog
      open={change !== null}
      onDismiss={onCancel}
      className={styles.dialog}
      aria-labelledby="role-change-title"
      aria-describedby="role-change-body"
    >
      {change && (
        <>
          <h2 id="role-change-title" className={styles.dialogTitle}>
            {roleChangeQuestion(change.isSelf ? 'yourself' : change.name, change.role)}
          </h2>
          <div id="role-change-body">
            <p>{roleChangeMeaning(change.role)}</p>
            {change.unverifiedEmail && (
              <p>
                <strong>{unverifiedEmailWarning(change.unverifiedEmail)}</strong>
              </p>
            )}
            <p>{roleChangeSignsOut(change.isSelf)}</p>
            {change.isSelf && change.role !== 'admin' && (
              <p>
                <strong>You will lose access to this page.</strong>
              </p>
            )}
          </div>
          <div className={styles.dialogActions}>
            {/* The safe choice has the focus first. */}
            <button type="button" className="btn" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={onConfirm}>
              Change role
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
