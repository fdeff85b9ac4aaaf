import type { DayFigures } from '@ninetonine/contract';
import { fromMinor, fulfilmentLabels, toMinor } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './staff-dashboard.module.css';

/**
 * The day's sales by channel (decision 0094): delivery, pickup and dine-in, the orders kept and
 * their revenue; the rows add up to the day's revenue (summed in minor units).
 */
export function SalesByChannel({ figures }: { figures: DayFigures }) {
  const format = useRestaurantFormat();
  const rows = figures.byChannel;
  const revenue = fromMinor(rows.reduce((total, r) => total + toMinor(r.revenue), 0));
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="channels-title">
      <h2 id="channels-title" className={styles.panelTitle}>
        Sales by channel
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.takings}>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.channel} data-testid={`channel-${r.channel}`}>
                <th scope="row">{fulfilmentLabels[r.channel]}</th>
                <td>{format.count(r.orders)}</td>
                <td>{format.price(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{format.count(rows.reduce((n, r) => n + r.orders, 0))}</td>
              <td>{format.price(revenue)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
