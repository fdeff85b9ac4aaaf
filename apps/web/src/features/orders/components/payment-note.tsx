import type { Order } from '@ninetonine/contract';
import {
  paymentMethodLabels,
  paymentStatusLabels,
  refundNoticeTexts,
  refundTexts,
} from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';

/** Where the money of a paid online order went back to. */
const REFUND_ROUTE = refundTexts.route;

/**
 * What happens to the money of an order paid online that was cancelled, rejected or paid too
 * late; null when nothing was paid online (nothing to give back).
 */
export function RefundNote({ order }: { order: Order }) {
  const format = useRestaurantFormat();
  const { payment } = order;
  const refund = payment.refund;
  if (payment.provider === null) return null;
  const amount = format.price(refund?.amount ?? payment.amount);
  if (refund?.status === 'refunded' || payment.status === 'refunded') {
    return (
      <p data-testid="refund-note">
        Your {amount} was refunded {REFUND_ROUTE}
        {refund ? ` on ${format.dateTime(refund.at)}` : ''}. Banks can take a few working days to
        show it.
      </p>
    );
  }
  if (refund?.status === 'failed' || payment.status === 'refund_failed') {
    return (
      <p data-testid="refund-note">
        We could not refund your {amount} automatically. The restaurant has been told and will
        return it to you; call them if you have not heard from them.
      </p>
    );
  }
  // Stopped after it was paid: the refund is on its way even before the provider has it.
  if (refund?.status === 'pending' || payment.status === 'refund_pending' || payment.paidAt) {
    return (
      <p data-testid="refund-note">
        Your {amount} is being refunded {REFUND_ROUTE}. It arrives {refundTexts.usuallyWithin}.
      </p>
    );
  }
  return null;
}

/** "Cash on delivery", or for an online order its state: "Paid online · ₹498". */
export function PaymentSummary({ order }: { order: Order }) {
  const format = useRestaurantFormat();
  const { payment } = order;
  // Paid on handover, from the start or after switching from online.
  if (payment.provider === null || payment.status === 'due_on_handover') {
    return <>{paymentMethodLabels[order.paymentMethod]}</>;
  }
  const { refund } = payment;
  return (
    <>
      <span data-testid="payment-state">{paymentStatusLabels[payment.status]}</span> ·{' '}
      {format.price(payment.amount)}
      {/* What came back, whole or part (a staff refund too, decision 0080), and when. */}
      {refund && refund.status !== 'failed' && (
        <span className="muted" data-testid="refund-summary">
          {' · '}
          {refund.status === 'refunded'
            ? refundNoticeTexts.onOrder(format.price(refund.amount), format.dateTime(refund.at))
            : refundNoticeTexts.pendingOnOrder(format.price(refund.amount))}
        </span>
      )}
    </>
  );
}

/** Whether the order's money was taken online (and so is given back if it stops). */
export const paidOnline = (order: Order) =>
  order.payment.provider !== null &&
  (order.payment.paidAt !== null || order.payment.refund !== null);
