import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useSessionChecking } from '@/app/session-bootstrap';
import { useAddresses } from '@/features/addresses';
import { CheckoutAddress } from '@/features/addresses/page-parts';
import { profileLoaded, profileQuery, signInPathFor, withRedirect } from '@/features/auth';
import {
  PhoneToProfileOffer,
  UnconfirmedEmailNote,
  useCheckoutName,
} from '@/features/auth/page-parts';
import { refreshCart, setCart } from '@/features/cart';
import { CheckoutForm } from '@/features/checkout';
import { usePlaceOrder } from '@/features/orders';
import { leaveToPay, orderPagePath } from '@/features/orders/page-parts';
import { useRestaurant } from '@/features/restaurant';
import styles from './checkout-pages.module.css';
import { MenuLink } from '@/components/menu-link';

/** The checkout form, with what it needs from the cart, addresses, auth, orders and restaurant. */
function Checkout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.user);
  const { selectedAddress } = useAddresses();
  const restaurant = useRestaurant();
  const customerName = useCheckoutName();
  const placeOrder = usePlaceOrder();
  const delivery = useAppSelector((s) => s.delivery);
  const profile = useQuery(profileQuery());

  // The quote prices the server cart: the local copy catches up with it first.
  useEffect(() => {
    void dispatch(refreshCart());
  }, [dispatch]);

  return (
    <CheckoutForm
      restaurant={restaurant.data}
      initialFulfilment={delivery.mode}
      selectedAddress={selectedAddress}
      addressPanel={(outsideArea, onSwitchToPickup) => (
        <CheckoutAddress
          outsideArea={outsideArea}
          onSwitchToPickup={onSwitchToPickup}
          chosenPostcode={delivery.postcode}
          afterAdding={(added) => <PhoneToProfileOffer phone={added.phone} />}
        />
      )}
      notice={<UnconfirmedEmailNote />}
      customerName={customerName}
      placeOrder={placeOrder}
      savedOrderUpdates={profile.data?.userProfileDetail.orderUpdates}
      onPhoneKept={(phone) => {
        if (user) dispatch(profileLoaded({ ...user, phone }));
      }}
      onCartEmptied={() => dispatch(setCart([]))}
      onPlaced={(orderId) => navigate(orderPagePath(orderId))}
      onLeaveToPay={leaveToPay}
    />
  );
}

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
        <StatePanel icon="cart" title="Your cart is empty" actions={<MenuLink />}>
          <p>Add a few dishes first, then come back to order.</p>
        </StatePanel>
      </section>
    );
  }
  return <Checkout />;
}
