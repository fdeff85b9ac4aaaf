import type { UserRole } from '@ninetonine/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  roleChangeMeaning,
  roleChangeQuestion,
  roleChangeSignsOut,
  unverifiedEmailWarning,
} from '../role-change-text';

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
    <ConfirmDialog
      open={change !== null}
      title={change && roleChangeQuestion(change.isSelf ? 'yourself' : change.name, change.role)}
      confirmLabel="Change role"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {change && (
        <>
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
        </>
      )}
    </ConfirmDialog>
  );
}
