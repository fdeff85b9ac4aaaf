import { fromMinor, type StaffCustomer } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-customers.module.css';

/** One customer: who (contact masked), then their orders, spend, last order and ratings. */
export function CustomerRow({ customer: c }: { customer: StaffCustomer }) {
  const format = useRestaurantFormat();
  const contact = [c.maskedEmail, c.maskedPhone].filter(Boolean).join(' · ');
  return (
    <li className={styles.row}>
      <div className={screen.who}>
        <span className={styles.name}>{c.name}</span>
        {contact && <span className={screen.contact}>{contact}</span>}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Orders</dt>
          <dd>{format.count(c.orders)}</dd>
        </div>
        <div>
          <dt>Spend</dt>
          <dd>{format.price(fromMinor(c.spendMinor))}</dd>
        </div>
        <div>
          <dt>Last order</dt>
          <dd>{c.lastOrderAt ? format.dateTime(c.lastOrderAt) : 'None yet'}</dd>
        </div>
        <div>
          <dt>Rating given</dt>
          <dd>
            {c.averageRating === null
              ? 'None'
              : `${c.averageRating.toFixed(1)} ★ (${c.ratings} ${c.ratings === 1 ? 'rating' : 'ratings'})`}
          </dd>
        </div>
      </dl>
    </li>
  );
}
