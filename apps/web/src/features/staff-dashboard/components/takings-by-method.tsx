import type { DayFigures } from '@ninetonine/contract';
import { fromMinor, paymentMethodStaffLabels, toMinor } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './staff-dashboard.module.css';

/**
 * The day's takings by way to pay (decision 0063): what came in, what went back (refunds of
 * online payments) and what the restaurant keeps. The total row adds in minor units.
 */
export function TakingsByMethod({ figures }: { figures: DayFigures }) {
  const format = useRestaurantFormat();
  const rows = figures.byPaymentMethod;
  const sum = (pick: (r: (typeof rows)[number]) => number) =>
    fromMinor(rows.reduce((total, r) => total + toMinor(pick(r)), 0));
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="takings-title">
      <h2 id="takings-title" className={styles.panelTitle}>
        Takings by payment method
      </h2>
      {/* A narrow phone scrolls the table sideways rather than squeezing the amounts. */}
      <div className={styles.tableScroll}>
        <table className={styles.takings}>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Orders</th>
              <th scope="col">Received</th>
              <th scope="col">Refunds</th>
              <th scope="col">Takings</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.method} data-testid={`takings-${r.method}`}>
                <th scope="row">{paymentMethodStaffLabels[r.method]}</th>
                <td>{format.count(r.orders)}</td>
                <td>{format.price(r.received)}</td>
                <td>{r.refunds > 0 ? `−${format.price(r.refunds)}` : format.price(0)}</td>
                <td>{format.price(r.takings)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{format.count(rows.reduce((n, r) => n + r.orders, 0))}</td>
              <td>{format.price(sum((r) => r.received))}</td>
              <td>{format.price(sum((r) => r.refunds))}</td>
              <td>{format.price(sum((r) => r.takings))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted">
        Cash on delivery and pay at pickup count orders not cancelled or rejected. Online counts
        every payment that came in, less its refund (pending ones too).
      </p>
    </section>
  );
}
