import { effectivePrice, fromMinor } from '@ninetonine/contract/core';
import { Link } from '@/lib/router';
import { FoodImage } from '@/components/food-image';
import { LineOptions } from '@/components/line-options';
import { PriceTag } from '@/components/price-tag';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useAppDispatch } from '@/app/hooks';
import { keyOf, lineLabel, lineTotalMinor, type CartItem } from '../cart-item';
import { changeCartQuantity, removeFromCart } from '../cart-thunks';
import styles from './cart-line.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';

/** One line of the cart page: picture, name, size and options, unit price, quantity, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const format = useRestaurantFormat();
  const dispatch = useAppDispatch();
  const label = lineLabel(item);
  const unavailable = item.available === false;
  const { size } = item.selectedVariant;
  return (
    <li className={`card ${styles.line} ${unavailable ? styles.unavailable : ''}`}>
      <Link
        to={`/menu/${encodeURIComponent(item.id)}`}
        className={styles.media}
        tabIndex={-1}
        aria-hidden="true"
      >
        <FoodImage src={item.image || undefined} alt="" width={96} height={96} />
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={`/menu/${encodeURIComponent(item.id)}`}>{item.name || 'Dish'}</Link>
        </h2>
        {size && <p className={styles.size}>Size: {size}</p>}
        <LineOptions options={item.options} />
        <div className={styles.unit}>
          <span className="visually-hidden">Unit price: </span>
          <PriceTag variant={item.selectedVariant} />
          <span className={styles.each} aria-hidden="true">
            each
          </span>
        </div>
        {item.priceChanged && item.previousPrice !== undefined && !unavailable && (
          <p className={styles.notice}>
            Price changed: it was {format.price(item.previousPrice)}, it is now{' '}
            {format.price(effectivePrice(item.selectedVariant))}.
          </p>
        )}
        {unavailable && (
          <p className={`${styles.notice} ${styles.gone}`}>
            No longer available. Remove it to check out.
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          value={item.quantity}
          itemLabel={label}
          onChange={(q) => void dispatch(changeCartQuantity({ ...keyOf(item), quantity: q }))}
        />
        <p className={styles.total}>
          <span className="visually-hidden">Line total: </span>
          {format.price(fromMinor(lineTotalMinor(item)))}
        </p>
        <button
          type="button"
          className={`btn btn-ghost btn-small ${styles.remove}`}
          onClick={() => void dispatch(removeFromCart(keyOf(item)))}
          aria-label={`Remove ${label}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
