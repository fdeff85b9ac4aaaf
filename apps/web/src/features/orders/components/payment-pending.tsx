import type { Order } from '@ninetonine/contract';
import { onlinePaymentProviderTexts } from '@ninetonine/contract/core';
import type { LiveState } from '@/hooks/use-order-stream';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { CancelOrder } from './cancel-order';
import panel from '@/components/page-panel.module.css';
import { LiveLine } from './live-line';
import { UnpaidOrder } from './unpaid-order';
import { PaymentActions } from './payment-actions';

/**
 * An online order waiting for its payment: back from the provider's page with a result we are
 * still waiting to hear confirmed, or without paying at all. The page follows the order live
 * until it moves (paid, expired); meanwhile the customer may pay now or pay on handover.
 */
export function PaymentPending({
  order,
  liveState,
  saidPaid,
}: {
  order: Order;
  liveState: LiveState;
  /** The signed return said it was paid: only its confirmation is missing, so no second try. */
  saidPaid: boolean;
}) {
  const format = useRestaurantFormat();
  const expiresAt = order.payment.expiresAt;
  const { name } = onlinePaymentProviderTexts[order.payment.provider ?? 'razorpay'];
  return (
    <UnpaidOrder order={order} testId="payment-pending">
      <p>
        {saidPaid
          ? `${name} says you paid: as soon as it confirms the payment, your order goes to the kitchen.`
          : `If you paid, ${name} tells us in a moment and your order goes to the kitchen.`}
        {expiresAt &&
          !saidPaid &&
          ` If it is not paid by ${format.clockOrWeekday(expiresAt, new Date())}, it is called off and nothing is charged.`}
      </p>
      <LiveLine state={liveState} final={false} waitingFor="payment" />
      {!saidPaid && (
        <>
          <h2 className={panel.sectionTitle}>Did not finish paying?</h2>
          <div className={panel.actions}>
            <PaymentActions order={order} payLabel="Pay now" />
            <CancelOrder order={order} />
          </div>
        </>
      )}
    </UnpaidOrder>
  );
}
