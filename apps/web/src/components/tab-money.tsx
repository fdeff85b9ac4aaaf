import type { GuestTab } from '@ninetonine/contract';
import { tabPaymentMethodLabels } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';

interface TabMoneyProps {
  tab: Pick<GuestTab, 'total' | 'paid' | 'paidMethod' | 'balance'>;
  className?: string;
  /** What the balance is called: "To pay" for guests, "Due" for staff. */
  balanceLabel: string;
  /** Staff see "Paid" even at nothing; guests only once something is paid. */
  paidAtNothing?: boolean;
}

/** A dine-in tab's money: its total, what was paid and how, and what is left to pay. */
export function TabMoney({ tab, className, balanceLabel, paidAtNothing = false }: TabMoneyProps) {
  const format = useRestaurantFormat();
  return (
    <dl className={className}>
      <div>
        <dt>Total</dt>
        <dd data-testid="tab-total">{format.price(tab.total)}</dd>
      </div>
      {(paidAtNothing || tab.paid > 0) && (
        <div>
          <dt>Paid</dt>
          <dd>
            {format.price(tab.paid)}
            {tab.paidMethod && ` · ${tabPaymentMethodLabels[tab.paidMethod]}`}
          </dd>
        </div>
      )}
      <div>
        <dt>{balanceLabel}</dt>
        <dd data-testid="tab-balance">{format.price(tab.balance)}</dd>
      </div>
    </dl>
  );
}
