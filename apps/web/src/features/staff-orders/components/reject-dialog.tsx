import type { StaffOrder } from '@ninetonine/contract';
import { useState } from 'react';
import { dialogClasses, ModalDialog } from '@/components/modal-dialog';
import { TextAreaField } from '@/components/form/text-field';
import styles from './orders-board.module.css';

/** The reasons a kitchen gives most: one tap, then edited or sent as they are. */
const QUICK_REASONS = [
  'We are too busy to make this in time',
  'A dish in this order has run out',
  'The kitchen is closing',
  'We cannot deliver to this address',
] as const;

const REASON_MIN = 3;
const REASON_MAX = 200;

interface RejectDialogProps {
  /** The order being rejected; null: the dialog is closed. */
  order: StaffOrder | null;
  onCancel: () => void;
  onConfirm: (order: StaffOrder, reason: string) => void;
}

/** Rejecting needs a reason the customer will read: asked for in a modal dialog. */
export function RejectDialog({ order, onCancel, onConfirm }: RejectDialogProps) {
  return (
    <ModalDialog open={order !== null} onDismiss={onCancel} aria-labelledby="reject-title">
      {/* Keyed by order: each rejection starts with an empty reason. */}
      {order && (
        <RejectReasonForm key={order._id} order={order} onCancel={onCancel} onConfirm={onConfirm} />
      )}
    </ModalDialog>
  );
}

function RejectReasonForm({
  order,
  onCancel,
  onConfirm,
}: RejectDialogProps & { order: StaffOrder }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const text = reason.trim();
        if (text.length < REASON_MIN) {
          setError('Tell the customer why the order is rejected.');
          return;
        }
        onConfirm(order, text);
      }}
    >
      <h2 id="reject-title" className={dialogClasses.title}>
        Reject order {order.number}?
      </h2>
      <p className="muted">The customer sees this reason on their order page.</p>
      <fieldset className={styles.presets}>
        <legend>Quick reasons</legend>
        {QUICK_REASONS.map((text) => (
          <button
            key={text}
            type="button"
            className="btn btn-small btn-ghost"
            aria-pressed={reason === text}
            onClick={() => {
              setReason(text);
              setError(undefined);
            }}
          >
            {text}
          </button>
        ))}
      </fieldset>
      <TextAreaField
        id="reject-reason"
        label="Reason for the customer"
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          if (error) setError(undefined);
        }}
        error={error}
        maxLength={REASON_MAX}
        rows={3}
        required
        autoFocus
      />
      <div className={dialogClasses.actions}>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Keep order
        </button>
        <button type="submit" className="btn btn-primary">
          Reject order
        </button>
      </div>
    </form>
  );
}
