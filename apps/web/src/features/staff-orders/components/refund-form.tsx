import {
  STAFF_REFUND_REASON_MAX,
  staffRefundRequestSchema,
  staffRefundTexts,
  type StaffOrder,
} from '@ninetonine/contract';
import { useState } from 'react';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useRefundOrder } from '../api/refund-order';
import styles from './staff-order-detail.module.css';

/**
 * An admin's refund of a paid online order (decision 0080): an amount in the currency's
 * display form, at most what remains refundable, and a reason the customer reads. A stale
 * sign-in is asked "Confirm it's you" by the API client, then the refund is sent.
 */
export function RefundForm({ order }: { order: StaffOrder }) {
  const format = useRestaurantFormat();
  const refund = useRefundOrder(order._id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [sent, setSent] = useState<string | null>(null);

  return (
    <form
      noValidate
      className={styles.refundForm}
      aria-labelledby="refund-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSent(null);
        const typed = amount.trim().replace(/,/g, '');
        const parsed = staffRefundRequestSchema.safeParse({
          amount: typed === '' ? Number.NaN : Number(typed),
          reason,
        });
        if (!parsed.success) {
          const next: typeof errors = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'amount' ? 'amount' : 'reason';
            next[field] ??= issue.message;
          }
          setErrors(next);
          return;
        }
        if (parsed.data.amount > order.refundable) {
          setErrors({ amount: `At most ${format.price(order.refundable)} can be refunded.` });
          return;
        }
        setErrors({});
        refund.mutate(parsed.data, {
          onSuccess: (fresh) => {
            setAmount('');
            setReason('');
            const latest = fresh.refunds.at(-1);
            setSent(
              latest?.status === 'failed'
                ? `${staffRefundTexts.refused}: ${latest.failureReason ?? ''}`
                : `${format.price(parsed.data.amount)}: ${staffRefundTexts.statuses[latest?.status ?? 'pending'].toLowerCase()}.`,
            );
          },
        });
      }}
    >
      <h2 id="refund-title">{staffRefundTexts.action}</h2>
      <p className="muted">
        Up to {format.price(order.refundable)} can still be refunded to the customer’s way of
        paying.
      </p>
      <TextField
        id="refund-amount"
        label={staffRefundTexts.amountLabel}
        value={amount}
        onValueChange={(v) => {
          setAmount(v);
          if (errors.amount) setErrors({ ...errors, amount: undefined });
        }}
        error={errors.amount}
        inputMode="decimal"
        autoComplete="off"
        hint={`For example ${format.price(Math.min(order.refundable, 100))}`}
        required
      />
      <TextAreaField
        id="refund-reason"
        label={staffRefundTexts.reasonLabel}
        value={reason}
        onValueChange={(v) => {
          setReason(v);
          if (errors.reason) setErrors({ ...errors, reason: undefined });
        }}
        error={errors.reason}
        maxLength={STAFF_REFUND_REASON_MAX}
        rows={2}
        required
      />
      {refund.isError && (
        <p className="alert" role="alert">
          {errorMessage(refund.error, 'The refund was not made. Please try again.')}
        </p>
      )}
      {sent && (
        <p role="status" data-testid="refund-result">
          {sent}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={refund.isPending}>
        {refund.isPending ? 'Refunding…' : staffRefundTexts.submit}
      </button>
    </form>
  );
}
