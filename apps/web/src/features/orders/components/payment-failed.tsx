import type { Order } from '@ninetonine/contract';
import { onlinePaymentProviderTexts } from '@ninetonine/contract/core';
import type { LiveState } from '@/hooks/use-order-stream';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { CancelOrder } from './cancel-order';
import panel from '@/components/page-panel.module.css';
import { LiveLine } from './live-line';
import { UnpaidOrder } from './unpaid-order';
import { handoverLabel, PaymentActions } from './payment-actions';

/**
 * An online order whose last attempt to pay failed: nothing was charged, the order is kept
 * until it expires, and the customer tries again or pays on handover instead.
 */
export function PaymentFailed({ order, liveState }: { order: Order; liveState: LiveState }) {
  const format = useRestaurantFormat();
  const expiresAt = order.payment.expiresAt;
  const provider = onlinePaymentProviderTexts[order.payment.provider ?? 'razorpay'];
  return (
    <UnpaidOrder order={order} testId="payment-failed">
      <p>
        Your bank or {provider.name} turned the payment down. Try again ({provider.otherWay} works
        too), or choose “{handoverLabel(order)}”.
        {expiresAt && ` We keep your order until ${format.clockOrWeekday(expiresAt, new Date())}.`}
      </p>
      <div className={panel.actions}>
        <PaymentActions order={order} payLabel="Try again" />
        <CancelOrder order={order} />
      </div>
      <LiveLine state={liveState} final={false} waitingFor="payment" />
    </UnpaidOrder>
  );
}
