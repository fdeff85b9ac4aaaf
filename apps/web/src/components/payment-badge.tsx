import { paymentStatusLabels, type PaymentStatus } from '@ninetonine/contract/core';

interface PaymentBadgeProps {
  status: PaymentStatus;
  /** The badge's look and its tone for each state: the customer's pages and the board differ. */
  className: string;
  tones: Partial<Record<PaymentStatus, string>>;
  testId: string;
}

/** Where an order's money stands, as a badge: "Cash due", "Paid online", "Refund pending"… */
export function PaymentBadge({ status, className, tones, testId }: PaymentBadgeProps) {
  return (
    <span className={`${className} ${tones[status] ?? ''}`} data-testid={testId}>
      {paymentStatusLabels[status]}
    </span>
  );
}
