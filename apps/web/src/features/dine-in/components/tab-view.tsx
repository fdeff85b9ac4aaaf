import { orderStatusLabels, tabStatusLabels, type GuestTab } from '@ninetonine/contract';
import { TabMoney } from '@/components/tab-money';
import { TabRefunds } from '@/components/tab-refunds';
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
      <TabMoney tab={tab} className={styles.money} balanceLabel="To pay" />
      <TabRefunds refunds={tab.refunds} />
    </section>
  );
}
