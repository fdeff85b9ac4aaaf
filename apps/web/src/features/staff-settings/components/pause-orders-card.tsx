import { ActionError } from '@/components/form/form-parts';
import { useSetAcceptingOrders } from '../api/set-accepting-orders';
import styles from './staff-settings.module.css';
import { BusyButton } from '@/components/busy-button';

/**
 * "Pause new orders" for a busy kitchen: one press, in force for the very next order (checkout
 * reads the setting in each order's own transaction). Orders already placed carry on.
 */
export function PauseOrdersCard({
  acceptingOrders,
  onChanged,
}: {
  acceptingOrders: boolean;
  onChanged: () => void;
}) {
  const set = useSetAcceptingOrders(onChanged);
  return (
    <section
      aria-labelledby="pause-title"
      className={`${styles.pause} ${acceptingOrders ? '' : styles.paused}`}
    >
      <div>
        <h2 id="pause-title">{acceptingOrders ? 'Taking new orders' : 'New orders are paused'}</h2>
        <p role="status">
          {acceptingOrders
            ? 'Customers can place orders. Pause when the kitchen is too busy.'
            : 'Checkout tells customers the kitchen is not taking new orders. Orders already placed carry on.'}
        </p>
        <ActionError error={set.error} fallback="We could not change that. Please try again." />
      </div>
      <BusyButton
        busy={set.isPending}
        busyLabel="Saving…"
        className={`btn ${acceptingOrders ? 'btn-primary' : ''}`}
        onClick={() => set.mutate(!acceptingOrders)}
      >
        {acceptingOrders ? 'Pause new orders' : 'Take orders again'}
      </BusyButton>
    </section>
  );
}
