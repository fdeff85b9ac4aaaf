import { Link } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/app/hooks';
import { useSessionChecking } from '@/app/session-bootstrap';
import { signInPathFor, withRedirect } from '@/features/auth';
import { CheckoutForm } from './checkout-form';
import styles from './checkout-pages.module.css';

/** /checkout: signed-in customers with something in the cart order here. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const hasItems = useAppSelector((s) => s.cart.items.length > 0);
  const checking = useSessionChecking();

  if (checking) return <BurgerLoader />;
  if (!signedIn) {
    return (
      <section className={`page ${styles.wrap}`}>
        <h1>Checkout</h1>
        <StatePanel
          icon="cart"
          title="Sign in to place your order"
          actions={
            <>
              <Link to={signInPathFor('/checkout')} className="btn btn-primary">
                Sign in
              </Link>
              <Link to={withRedirect('/signup', '/checkout')} className="btn">
                Create an account
              </Link>
            </>
          }
        >
          <p>
            We need to know who to cook for. Your cart stays just as it is and you come straight
            back here.
          </p>
        </StatePanel>
      </section>
    );
  }
  if (!hasItems) {
    return (
      <section className={`page ${styles.wrap}`}>
        <h1>Checkout</h1>
        <StatePanel
          icon="cart"
          title="Your cart is empty"
          actions={
            <Link to="/menu" className="btn btn-primary">
              Browse the menu
            </Link>
          }
        >
          <p>Add a few dishes first, then come back to order.</p>
        </StatePanel>
      </section>
    );
  }
  return <CheckoutForm />;
}
