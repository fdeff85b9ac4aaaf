import { ConfirmDialog } from '@/components/confirm-dialog';

interface ClearCartDialogProps {
  open: boolean;
  itemCount: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Clear your cart?", confirmed in a modal dialog: Escape cancels. */
export function ClearCartDialog({ open, itemCount, onConfirm, onClose }: ClearCartDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Clear your cart?"
      confirmLabel="Clear cart"
      cancelLabel="Keep my cart"
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
      onCancel={onClose}
    >
      <p>
        This removes all {itemCount} {itemCount === 1 ? 'item' : 'items'} from your cart. You cannot
        undo it.
      </p>
    </ConfirmDialog>
  );
}
