import {
  orderStatusLabels,
  tabPaymentMethodLabels,
  tabStatusLabels,
  type GuestTab,
} from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './table-page.module.css';

/** The table's running tab: every guest's rounds with where each stands, and the money. */
export function TabView({ tab }: { tab: GuestTab }) {
  const format = useRestaurantFormat();
  return (
    <section aria-labelledby="tab-title" className={styles.tab}>
      <h2 id="tab-title">
        The table’s tab{' '}
        <span className="chip" data-testid="tab-status">
          {tabStatusLabels[tab.status]}
        </span>
      </h2>
      {tab.guests.length > 0 && (
        <p className="muted">At the table: {tab.guests.map((g) => g.name).join(', ')}</p>
      )}
      {tab.rounds.length === 0 ? (
        <p className="muted">No rounds yet.</p>
      ) : (
        <ol className={styles.rounds} aria-label="Rounds">
          {tab.rounds.map((round, i) => (
            <li key={round._id} className={styles.roundItem} data-testid="tab-round">
              <p className={styles.roundHead}>
                <strong>Round {i + 1}</strong> · {round.guestName} ·{' '}
                <span data-testid="round-status">{orderStatusLabels[round.status]}</span>
                <span className={styles.roundTotal}>{format.price(round.total)}</span>
              </p>
              <ul className={styles.roundDishes}>
                {round.lines.map((line, j) => (
                  <li key={`${line.foodId}-${line.size}-${j}`}>
                    {line.quantity} × {line.name} <span className="muted">({line.size})</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <dl className={styles.money}>
        <div>
          <dt>Total</dt>
          <dd data-testid="tab-total">{format.price(tab.total)}</dd>
        </div>
        {tab.paid > 0 && (
          <div>
            <dt>Paid</dt>
            <dd>
              {format.price(tab.paid)}
              {tab.paidMethod && ` · ${tabPaymentMethodLabels[tab.paidMethod]}`}
            </dd>
          </div>
        )}
        <div>
          <dt>To pay</dt>
          <dd data-testid="tab-balance">{format.price(tab.balance)}</dd>
        </div>
      </dl>
    </section>
  );
}
