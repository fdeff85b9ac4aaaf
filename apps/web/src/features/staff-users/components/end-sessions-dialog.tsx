import { ConfirmDialog } from '@/components/confirm-dialog';

interface EndSessionsDialogProps {
  /** Whose sessions to end; null keeps the dialog closed. */
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "End all sessions of Meera?", confirmed in a modal dialog: Escape cancels. */
export function EndSessionsDialog({ name, onConfirm, onCancel }: EndSessionsDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={`End all sessions of ${name}?`}
      confirmLabel="End sessions"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {name} is signed out on every device and must sign in again. Their live order pages and
        boards stop until they do. Their account and orders stay as they are.
      </p>
    </ConfirmDialog>
  );
}
