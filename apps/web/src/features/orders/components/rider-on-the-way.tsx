import type { OrderRider } from '@ninetonine/contract';
import { distanceLabel } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './order-screens.module.css';

/**
 * The delivery's rider while the food is on its way (decision 0083): their first name, a call
 * button, and how far they are with an arrival time, updated live from the order's stream. No
 * map: nothing is loaded from another site. Without a map point for the address, it says only
 * that they are on the way.
 */
export function RiderOnTheWay({ rider }: { rider: OrderRider }) {
  const format = useRestaurantFormat();
  const { tracking } = rider;
  return (
    <section className={styles.rider} aria-labelledby="rider-heading" data-testid="order-rider">
      <h2 id="rider-heading" className={styles.riderName}>
        {rider.firstName} is bringing your order
      </h2>
      {/* One live region: each new position is read out once, not the whole panel. */}
      <p aria-live="polite" data-testid="rider-tracking">
        {tracking?.distanceMetres != null && tracking.arrivesAt
          ? `${distanceLabel(tracking.distanceMetres)} away · arrives at about ${format.clock(tracking.arrivesAt)}`
          : 'On the way to you.'}
      </p>
      {tracking && (
        <p className="muted">
          Position from <time dateTime={tracking.at}>{format.clock(tracking.at)}</time>
        </p>
      )}
      {rider.phone && (
        <a className="btn btn-ghost" href={`tel:${rider.phone.replace(/[^\d+]/g, '')}`}>
          Call {rider.firstName}
        </a>
      )}
    </section>
  );
}
