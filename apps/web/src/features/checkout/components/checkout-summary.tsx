import type { CheckoutFulfilmentMethod, Quote } from '@ninetonine/contract';
import { busyKitchenText } from '@ninetonine/contract/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { MoneyTotals } from '@/components/money-totals';
import { lineChange, OrderLines } from '@/components/order-lines';
import { changedLines, type PlaceReadiness } from '../checkout-rules';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import panel from '@/components/page-panel.module.css';
import styles from './checkout.module.css';
import { RetryButton } from '@/components/retry-button';
import { FormAlert } from '@/components/form/form-parts';

interface CheckoutSummaryProps {
  quote: UseQueryResult<Quote>;
  fulfilment: CheckoutFulfilmentMethod;
  coupon: ReactNode;
  readiness: PlaceReadiness | null;
  /** The server's words when it refused the confirmed total (409). */
  totalChanged: string | null;
  acceptedTotal: number | null;
  onAccept: (total: number | null) => void;
  placing: boolean;
  /** Placing the order sends the customer to the provider's page to pay. */
  payingOnline: boolean;
  placeError: string | null;
  onPlace: () => void;
}

/** The server's quote: lines, what changed, totals, the estimate, and "Place order". */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { quote, readiness, placing } = props;
  const format = useRestaurantFormat();
  const data = quote.data;
  const updating = quote.isFetching;
  const changes = data
    ? changedLines(data)
        .map((line) => lineChange(line, format))
        .filter(Boolean)
    : [];
  return (
    <section
      className={`card ${panel.panel} ${panel.summary}`}
      aria-labelledby="summary-title"
      aria-busy={updating}
    >
      <div className={panel.summaryHead}>
        <h2 id="summary-title" className={panel.sectionTitle}>
          Your order
        </h2>
        <p role="status" className={styles.updating}>
          {updating && (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Updating your total…
            </>
          )}
        </p>
      </div>
      {quote.isError && !data && (
        <FormAlert>
          {quote.error.message} <RetryButton query={quote} inline />
        </FormAlert>
      )}
      {!data && quote.isPending && <div className={styles.skeleton} aria-hidden="true" />}
      {data && (
        <div className={`${styles.quoteBody} ${updating ? styles.stale : ''}`}>
          <OrderLines lines={data.lines} caption="Items in this order" />
          {props.coupon}
          <MoneyTotals
            totals={data}
            fulfilment={props.fulfilment}
            couponCode={data.coupon?.applied ? data.coupon.code : null}
          />
          {data.estimatedAt && (
            <p className={styles.estimate}>
              {props.fulfilment === 'delivery' ? 'Estimated delivery' : 'Ready for pickup'}:{' '}
              <strong>{format.dayAndClock(data.estimatedAt, new Date())}</strong>
            </p>
          )}
          {data.busyMinutes > 0 && (
            <p className={styles.busy} data-testid="busy-kitchen">
              {busyKitchenText(data.busyMinutes)}
            </p>
          )}
          {readiness?.mustConfirm && (
            <div className={styles.changes} role="alert" data-testid="total-changed">
              <p>
                <strong>{props.totalChanged ?? 'Some items changed since you added them.'}</strong>
              </p>
              {changes.length > 0 && (
                <ul>
                  {changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              )}
              <label className={styles.confirm}>
                <input
                  type="checkbox"
                  checked={props.acceptedTotal === data.total}
                  onChange={(e) => props.onAccept(e.target.checked ? data.total : null)}
                />
                I confirm the new total of {format.price(data.total)}
              </label>
            </div>
          )}
          {props.placeError && <FormAlert>{props.placeError}</FormAlert>}
          {readiness?.blocker && (
            <p className={styles.blocker} id="place-blocker">
              {readiness.blocker}
            </p>
          )}
          {data.lines.some((l) => !l.available) && (
            <Link to="/cart" className="btn">
              Edit your cart
            </Link>
          )}
          <button
            type="button"
            className={`btn btn-primary ${styles.place}`}
            disabled={placing || updating || Boolean(readiness?.blocker)}
            aria-busy={placing}
            aria-describedby={readiness?.blocker ? 'place-blocker' : undefined}
            onClick={props.onPlace}
          >
            {placing
              ? props.payingOnline
                ? 'Opening the secure payment page…'
                : 'Placing your order…'
              : `${props.payingOnline ? 'Place order and pay' : 'Place order'} · ${format.price(data.total)}`}
          </button>
        </div>
      )}
    </section>
  );
}
