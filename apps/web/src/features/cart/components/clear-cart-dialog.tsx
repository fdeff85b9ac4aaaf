import { ModalDialog } from '@/components/modal-dialog';
import styles from './clear-cart-dialog.module.css';

interface ClearCartDialogProps {
  open: boolean;
  itemCount: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Clear your cart?", confirmed in a modal dialog: Escape cancels. */
export function ClearCartDialog({ open, itemCount, onConfirm, onClose }: ClearCartDialogProps) {
  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      className={styles.dialog}
      aria-labelledby="clear-cart-title"
      aria-describedby="clear-cart-body"
    >
      <h2 id="clear-cart-title" className={styles.title}>
        Clear your cart?
      </h2>
      <p id="clear-cart-body">
        This removes all {itemCount} {itemCount === 1 ? 'item' : 'items'} from your cart. You cannot
        undo it.
      </p>
      <div className={styles.actions}>
        {/* The safe choice has the focus first. */}
        <button type="button" className="btn" onClick={onClose}>
          Keep my cart
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          Clear cart
        </button>
      </div>
    </ModalDialog>
  );
}
