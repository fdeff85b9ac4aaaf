import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './line-options.module.css';

export interface LineOption {
  group: string;
  name: string;
  /** Major units added to the unit price (0: free). */
  priceDelta: number;
}

/**
 * The options chosen on a cart, quote or order line, one group a row: "Spice level: Hot",
 * "Extras: Boiled egg (+₹30), Raita (+₹25)". Nothing for a line without options (decision 0049).
 */
export function LineOptions({ options }: { options: readonly LineOption[] | undefined }) {
  const format = useRestaurantFormat();
  if (!options?.length) return null;
  const groups = new Map<string, LineOption[]>();
  for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return (
    <ul className={styles.options} aria-label="Options">
      {[...groups].map(([group, chosen]) => (
        <li key={group}>
          <span className={styles.group}>{group}:</span>{' '}
          {chosen
            .map((o) => (o.priceDelta > 0 ? `${o.name} (+${format.price(o.priceDelta)})` : o.name))
            .join(', ')}
        </li>
      ))}
    </ul>
  );
}
