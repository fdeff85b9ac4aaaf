import type { Variant } from '@ninetonine/contract';
import styles from './price-tag.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

interface PriceTagProps {
  variant: Pick<Variant, 'price' | 'priceAfterDiscount'>;
  /** "from" before the price when other sizes cost more. */
  from?: boolean;
  /** Multiplies both prices (a quantity on the details page). */
  times?: number;
  size?: 'md' | 'lg';
}

/** A price, with the original struck through and the saving when there is a discount. */
export function PriceTag({ variant, from = false, times = 1, size = 'md' }: PriceTagProps) {
  const format = useRestaurantFormat();
  const { price, priceAfterDiscount } = variant;
  const discounted = priceAfterDiscount !== null && priceAfterDiscount < price;
  const percent = discounted ? Math.round(((price - priceAfterDiscount) / price) * 100) : 0;
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      {from && <span className={styles.from}>from </span>}
      {discounted ? (
        <>
          <span className="visually-hidden">Now </span>
          <strong className={styles.now}>{format.price(priceAfterDiscount * times)}</strong>{' '}
          <span className="visually-hidden">, was </span>
          <del className={styles.was}>{format.price(price * times)}</del>{' '}
          <span className={styles.save}>{percent}% off</span>
        </>
      ) : (
        <strong className={styles.now}>{format.price(price * times)}</strong>
      )}
    </p>
  );
}
