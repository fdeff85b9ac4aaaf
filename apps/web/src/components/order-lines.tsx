import type { RestaurantFormat } from '@ninetonine/contract';
import { LineOptions, type LineOption } from '@/components/line-options';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './order-lines.module.css';

export interface LineView {
  foodId: string;
  name: string;
  size: string;
  /** The chosen options (decision 0049), as sold or as quoted. */
  options?: LineOption[];
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  available?: boolean;
  previousUnitPrice?: number;
}

const label = (line: LineView) => (line.size ? `${line.name} (${line.size})` : line.name);

/** The lines of a quote or an order; changed lines say how they changed. */
export function OrderLines({ lines, caption }: { lines: LineView[]; caption: string }) {
  const format = useRestaurantFormat();
  return (
    <ul className={styles.lines} aria-label={caption}>
      {lines.map((line, i) => (
        <li
          // Two lines of one dish and size differ by their options: the position tells them apart.
          key={`${line.foodId}\u0000${line.size}\u0000${i}`}
          className={`${styles.line} ${line.available === false ? styles.gone : ''}`}
        >
          <span className={styles.lineName}>
            {line.quantity} × {label(line)}
            <LineOptions options={line.options} />
            {line.available === false && <em className={styles.flag}>No longer available</em>}
            {line.available !== false && line.previousUnitPrice !== undefined && (
              <em className={styles.flag}>
                Price changed: was {format.price(line.previousUnitPrice)}, now{' '}
                {format.price(line.unitPrice)} each
              </em>
            )}
          </span>
          <span className={styles.lineTotal}>{format.price(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The label with its options, so two lines of one dish are told apart in a sentence. */
const fullLabel = (line: LineView) =>
  line.options?.length
    ? `${label(line)} with ${line.options.map((o) => o.name).join(', ')}`
    : label(line);

/** A line's words for a changes notice: "Paneer Tikka (Large): now ₹320 each (was ₹299)". */
export function lineChange(line: LineView, format: RestaurantFormat): string | null {
  if (line.available === false)
    return `${fullLabel(line)} is no longer available: remove it from your cart to order.`;
  if (line.previousUnitPrice === undefined) return null;
  const direction = line.unitPrice > line.previousUnitPrice ? 'went up' : 'went down';
  return `${fullLabel(line)} ${direction} from ${format.price(line.previousUnitPrice)} to ${format.price(line.unitPrice)} each.`;
}
