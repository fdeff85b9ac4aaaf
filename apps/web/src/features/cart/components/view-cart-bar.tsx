import { Link } from '@/lib/router';
import { useAppSelector } from '@/app/hooks';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { itemCountLabel } from './cart-link';
import styles from './view-cart-bar.module.css';

/**
 * On a phone, while the cart has something in it: "2 items · ₹838 · View cart" held at the
 * bottom of the screen, so the way to the cart is a thumb away wherever the menu is scrolled
 * (decision 0050). Wide screens have the header's cart in view; the layout leaves it off the
 * cart and checkout pages. Empty on the server (the saved cart is the browser's).
 */
export function ViewCartBar() {
  const { totalQuantity, totalAmount } = useAppSelector((s) => s.cart);
  const format = useRestaurantFormat();
  if (totalQuantity === 0) return null;
  return (
    <aside className={styles.bar} aria-label="Your cart" data-view-cart-bar="">
      <Link to="/cart" className={styles.link}>
        <span>
          {itemCountLabel(totalQuantity)} · {format.price(totalAmount)} ·
        </span>
        <span className={styles.action}>View cart</span>
      </Link>
    </aside>
  );
}
