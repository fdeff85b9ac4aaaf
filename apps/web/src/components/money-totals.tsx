import type { FulfilmentMethod } from '@ninetonine/contract';
import styles from './order-lines.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

export interface Totals {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  tax: number;
  taxIncluded: boolean;
  /** Cash rounding to the whole rupee, already in the total (decision 0051). */
  rounding: number;
  /** The rider's tip, in the total (decision 0085); absent or 0: none. */
  tip?: number | undefined;
  total: number;
}

/**
 * Subtotal, discount, delivery (for deliveries only), tax, the rider's tip, cash rounding and
 * total, as the server worked them out.
 */
export function MoneyTotals({
  totals,
  fulfilment,
  couponCode,
}: {
  totals: Totals;
  fulfilment: FulfilmentMethod;
  couponCode?: string | null;
}) {
  const format = useRestaurantFormat();
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{format.price(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className={styles.discount}>
          <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
          <dd>−{format.price(totals.discount)}</dd>
        </div>
      )}
      {fulfilment === 'delivery' && (
        <div>
          <dt>Delivery fee</dt>
          <dd>{totals.deliveryFee > 0 ? format.price(totals.deliveryFee) : 'Free'}</dd>
        </div>
      )}
      <div>
        <dt>{totals.taxIncluded ? 'Tax (included)' : 'Tax'}</dt>
        <dd>{format.price(totals.tax)}</dd>
      </div>
      {totals.tip ? (
        <div data-testid="rider-tip">
          <dt>Rider tip</dt>
          <dd>{format.price(totals.tip)}</dd>
        </div>
      ) : null}
      {totals.rounding !== 0 && (
        <div data-testid="cash-rounding">
          <dt>Rounded for cash</dt>
          <dd>
            {totals.rounding > 0 ? '+' : '−'}
            {format.price(Math.abs(totals.rounding))}
          </dd>
        </div>
      )}
      <div className={styles.grand}>
        <dt>Total</dt>
        <dd data-testid="order-total">{format.price(totals.total)}</dd>
      </div>
    </dl>
  );
}
