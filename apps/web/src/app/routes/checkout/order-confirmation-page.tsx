import {
  isFinalStatus,
  PAYMENT_RETURN_PARAM,
  PAYMENT_RETURN_UNMATCHED,
  rateableStatuses,
} from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { orderQuery } from '@/features/orders';
import { RequestError } from '@/lib/request-error';
import {
  confirmationState,
  confirmationTitles,
  OrderDetails,
  PaymentExpired,
  PaymentFailed,
  PaymentPending,
  paymentMessage,
  useOrderEvents,
} from '@/features/orders/page-parts';
import { PushOptIn } from '@/features/pwa/page-parts';
import { OrderRatingPanel } from '@/features/ratings';
import { UnconfirmedEmailNote } from '@/features/auth/page-parts';
import { useRestaurant } from '@/features/restaurant';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useOrderAgain } from '../auth/use-order-again';
import styles from './checkout-pages.module.css';
import { MenuLink } from '@/components/menu-link';
import { RetryButton } from '@/components/retry-button';

/** The page's frame around a panel that stands where an order would. */
function NoOrder({ children }: { children: ReactNode }) {
  return (
    <section className={`page ${styles.wrap}`}>
      <h1>Order confirmation</h1>
      {children}
    </section>
  );
}

/** Where a customer finds every order of theirs. */
const yourOrders = (
  <Link to="/accounts" className="btn btn-primary">
    Your orders
  </Link>
);

/** While the live stream is down, the order is asked for this often. */
const POLL_MS = 5_000;

/**
 * /order-confirmation?id=…(&payment=…, the provider's return): the order, whatever became of
 * its payment. Paid or paid on handover: the order and its live progress. Online and still
 * waiting (pending, or the last attempt failed): what to do, followed live until it moves.
 * Expired unpaid: how to order again. One status region says each change of the money.
 */
export default function OrderConfirmationPage() {
  useDocumentTitle('Order confirmation');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const format = useRestaurantFormat();
  const restaurant = useRestaurant().data?.settings;
  const orderAgain = useOrderAgain();
  const [live, setLive] = useState(true);
  const order = useQuery({
    ...orderQuery(id),
    enabled: id !== '',
    // The fallback when the live stream drops: ask every few seconds until it is back.
    refetchInterval: (q) =>
      !live && q.state.data && !isFinalStatus(q.state.data.status) ? POLL_MS : false,
  });
  const liveState = useOrderEvents(order.data);
  if ((liveState === 'live') !== live) setLive(liveState === 'live');

  if (!id && params.get(PAYMENT_RETURN_PARAM) === PAYMENT_RETURN_UNMATCHED) {
    // The payment page came back with a link we never made (an old or altered address).
    return (
      <NoOrder>
        <StatePanel
          icon="pan"
          tone="error"
          title="We could not match this payment to an order"
          actions={yourOrders}
        >
          <p>
            The payment page sent you back with an address we do not know. If you paid, your order
            shows it within a few minutes; if it does not, <Link to="/contact-us">contact us</Link>{' '}
            with the payment reference from your bank or payment app.
          </p>
        </StatePanel>
      </NoOrder>
    );
  }
  if (!id) {
    return (
      <NoOrder>
        <StatePanel icon="cart" title="There is no order to show" actions={<MenuLink />}>
          <p>When you place an order, its confirmation and live status appear here.</p>
        </StatePanel>
      </NoOrder>
    );
  }
  if (order.isPending) return <BurgerLoader />;
  if (order.isError) {
    const missing = order.error instanceof RequestError && order.error.status === 404;
    return (
      <NoOrder>
        <StatePanel
          icon="pan"
          tone="error"
          title={missing ? 'We could not find this order' : 'The order did not load'}
          actions={missing ? yourOrders : <RetryButton query={order} />}
        >
          <p>{missing ? 'It may belong to another account.' : order.error.message}</p>
        </StatePanel>
      </NoOrder>
    );
  }

  const o = order.data;
  const outcome = params.get(PAYMENT_RETURN_PARAM);
  const state = confirmationState(o, outcome);
  const message = paymentMessage(state, o, format);

  return (
    <section className={`page ${styles.wrap}`} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{confirmationTitles[state](o)}</h1>
      <p
        role="status"
        className={message ? styles.paymentMessage : 'visually-hidden'}
        data-testid="payment-message"
      >
        {message}
      </p>
      {state === 'payment-pending' && (
        <PaymentPending order={o} liveState={liveState} saidPaid={outcome === 'paid'} />
      )}
      {state === 'payment-failed' && <PaymentFailed order={o} liveState={liveState} />}
      {state === 'payment-expired' && <PaymentExpired order={o} orderAgain={orderAgain} />}
      {state === 'order' && <UnconfirmedEmailNote />}
      {state === 'order' && (
        <OrderDetails
          order={o}
          liveState={liveState}
          restaurant={restaurant}
          pushOptIn={
            <PushOptIn
              topic="orders"
              label="Get updates on this order"
              onText="Notifications are on: this device tells you when your order changes, even with this page closed."
            />
          }
        />
      )}
      {state === 'order' && (rateableStatuses as readonly string[]).includes(o.status) && (
        <OrderRatingPanel orderId={o._id} />
      )}
    </section>
  );
}
