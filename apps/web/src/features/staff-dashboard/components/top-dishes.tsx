import type { TopDish } from '@ninetonine/contract';
import styles from './staff-dashboard.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

/** The day's best sellers, most sold first. */
export function TopDishes({ dishes }: { dishes: TopDish[] }) {
  const format = useRestaurantFormat();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="top-dishes-title">
      <h2 id="top-dishes-title" className={styles.panelTitle}>
        Best sellers
      </h2>
      {dishes.length === 0 ? (
        <p className="muted">No dishes sold on this day.</p>
      ) : (
        <ol className={styles.dishes}>
          {dishes.map((d) => (
            <li key={d.foodId}>
              <span className={styles.dishName}>{d.name}</span>
              <span className={styles.dishQuantity}>{d.quantity} sold</span>
              <span className={styles.dishRevenue}>{format.price(d.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
