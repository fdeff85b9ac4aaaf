import type { Order } from '@ninetonine/contract';
import type { ReactNode } from 'react';
import panel from '@/components/page-panel.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { OrderSummary } from './order-summary';

/** An online order still waiting for its money: its number and amount, what to do, what it holds. */
export function UnpaidOrder({
  order,
  testId,
  children,
}: {
  order: Order;
  testId: string;
  children: ReactNode;
}) {
  const format = useRestaurantFormat();
  return (
    <div className={`card ${panel.panel} ${panel.summary}`} data-testid={testId}>
      <p className={panel.lead}>
        Order <strong data-testid="order-number">{order.number}</strong> ·{' '}
        {format.price(order.payment.amount)}
      </p>
      {children}
      <OrderSummary order={order} />
    </div>
  );
}
