import { useEffect, useState } from 'react';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { emptyCart, keyOf, refreshCart } from '@/features/cart';
import { DeliveryBar } from '@/features/delivery/page-parts';
import { CartLine, CartSummary, ClearCartDialog } from '@/features/cart/page-parts';
import styles from './cart-page.module.css';
import { MenuLink } from '@/components/menu-link';

/** /cart: every line, its notices from the server cart, the totals and the way to checkout. */
export default function CartPage() {
  useDocumentTitle('Your cart');
  const dispatch = useAppDispatch();
  const cart = useAppSelector((s) => s.cart);
  const syncing = useAppSelector((s) => s.ui.cartSyncing);
  const [confirming, setConfirming] = useState(false);

  // Signed in: fresh prices and availability from the server cart (a no-op otherwise).
  useEffect(() => {
    void dispatch(refreshCart());
  }, [dispatch]);

  return (
    <section className={`page ${styles.page}`} aria-labelledby="cart-title">
      <div className={styles.head}>
        <h1 id="cart-title">Your cart</h1>
        <p className={styles.syncing} role="status">
          {syncing ? 'Syncing your cart…' : ''}
        </p>
      </div>
      <DeliveryBar />
      {cart.items.length === 0 ? (
        <StatePanel icon="cart" title="Your cart is empty" actions={<MenuLink />}>
          <p>Pick something delicious from the menu and it will wait for you here.</p>
        </StatePanel>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Items in your cart">
            {cart.items.map((item) => {
              const { id, size, optionIds = [] } = keyOf(item);
              return <CartLine key={`${id}\u0000${size}\u0000${optionIds.join()}`} item={item} />;
            })}
          </ul>
          <CartSummary cart={cart} onClear={() => setConfirming(true)} />
        </div>
      )}
      <ClearCartDialog
        open={confirming}
        itemCount={cart.totalQuantity}
        onConfirm={() => void dispatch(emptyCart())}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
