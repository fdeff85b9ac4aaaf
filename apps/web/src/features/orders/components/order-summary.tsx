import type { Order } from '@ninetonine/contract';
import { MoneyTotals } from '@/components/money-totals';
import { OrderLines } from '@/components/order-lines';

/** What the order holds and costs: the lines and the totals (the money states show it too). */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <>
      <OrderLines lines={order.lines} caption="Items in this order" />
      <MoneyTotals totals={order} fulfilment={order.fulfilment} couponCode={order.couponCode} />
    </>
  );
}
