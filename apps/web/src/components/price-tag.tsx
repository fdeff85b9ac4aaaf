import type { Variant } from '@ninetonine/contract';
import { formatPrice } from '@ninetonine/contract/core';
import styles from './price-tag.module.css';

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
  const { price, priceAfterDiscount } = variant;
  const discounted = priceAfterDiscount !== null && priceAfterDiscount < price;
  const percent = discounted ? Math.round(((price - priceAfterDiscount) / price) * 100) : 0;
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      {from && <span className={styles.from}>from </span>}
      {discounted ? (
        <>
          <span className="visually-hidden">Now </span>
          <strong className={styles.now}>{formatPrice(priceAfterDiscount * times)}</strong>{' '}
          <span className="visually-hidden">, was </span>
          <del className={styles.was}>{formatPrice(price * times)}</del>{' '}
          <span className={styles.save}>{percent}% off</span>
        </>
      ) : (
        <strong className={styles.now}>{formatPrice(price * times)}</strong>
      )}
    </p>
  );
}
