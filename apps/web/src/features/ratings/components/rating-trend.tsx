import { LOW_RATING_MAX_STARS } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { ratingSummaryQuery } from '../api/ratings-api';
import styles from './ratings.module.css';

/** The dashboard's ratings: by week (count, average, low ones) and the worst-rated dishes. */
export function RatingTrend() {
  const format = useRestaurantFormat();
  const summary = useQuery(ratingSummaryQuery());
  return (
    <section className={styles.panel} aria-labelledby="ratings-trend-title">
      <h2 id="ratings-trend-title">Ratings</h2>
      {summary.data ? (
        <>
          <table className={styles.trend}>
            <caption className="visually-hidden">Ratings by week</caption>
            <thead>
              <tr>
                <th scope="col">Week from</th>
                <th scope="col">Ratings</th>
                <th scope="col">Average</th>
                <th scope="col">Low (≤{LOW_RATING_MAX_STARS}★)</th>
              </tr>
            </thead>
            <tbody>
              {summary.data.weeks.map((w) => (
                <tr key={w.week}>
                  <td>{format.date(`${w.week}T12:00:00Z`)}</td>
                  <td>{w.count}</td>
                  <td>{w.average === null ? '–' : `${w.average.toFixed(1)}★`}</td>
                  <td className={w.low > 0 ? styles.low : undefined}>{w.low}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>Lowest-rated dishes</h3>
          {summary.data.worstDishes.length === 0 ? (
            <p className="muted">No dish has enough ratings yet.</p>
          ) : (
            <ol>
              {summary.data.worstDishes.map((d) => (
                <li key={d.foodId}>
                  {d.name}: 👍 {Math.round((d.up * 100) / d.count)}% of {d.count}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : (
        <QueryState query={summary} errorTitle="The ratings did not load" level={2} />
      )}
    </section>
  );
}
