import { Link } from '@/lib/router';
import { useAppSelector } from '@/app/hooks';
import headerAction from '@/components/header-action.module.css';
import { CartToaster } from './cart-toaster';
import styles from './cart-link.module.css';

export const itemCountLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** Header cart link with the item count ("Cart, 3 items"); also hosts the cart's toasts. */
export function CartLink() {
  const count = useAppSelector((s) => s.cart.totalQuantity);
  return (
    <>
      <Link
        to="/cart"
        className={`${headerAction.action} ${styles.link}`}
        aria-label={`Cart, ${itemCountLabel(count)}`}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="10" cy="20" r="1.5" fill="currentColor" />
          <circle cx="17" cy="20" r="1.5" fill="currentColor" />
        </svg>
        <span className={styles.text}>Cart</span>
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
      <CartToaster />
    </>
  );
}
