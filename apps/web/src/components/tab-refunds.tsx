import type { GuestTab, StaffTab } from '@ninetonine/contract';
import { tabRefundTexts } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';

type Refund = GuestTab['refunds'][number] & Partial<StaffTab['refunds'][number]>;

/**
 * A tab's payments it did not keep, going back by themselves (decision 0100): the amount and its
 * state; for staff also why, and a refusal in the provider's words. Nothing when there is none.
 */
export function TabRefunds({
  refunds,
  className,
}: {
  refunds: readonly Refund[];
  className?: string;
}) {
  const format = useRestaurantFormat();
  if (refunds.length === 0) return null;
  return (
    <section className={className} aria-label={tabRefundTexts.heading} data-testid="tab-refunds">
      <h4>{tabRefundTexts.heading}</h4>
      <ul>
        {refunds.map((r) => (
          <li key={r._id} data-testid="tab-refund">
            {format.price(r.amount)} · <span>{tabRefundTexts.statuses[r.status]}</span>
            {r.reason && ` · ${tabRefundTexts.reasons[r.reason] ?? r.reason}`}
            {r.status === 'failed' && r.failureReason && (
              <p role="alert">{tabRefundTexts.refused(r.failureReason)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
