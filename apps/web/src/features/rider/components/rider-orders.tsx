import { useQuery } from '@tanstack/react-query';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { errorMessage } from '@/lib/api-client';
import { riderOrdersQuery, useRiderAction } from '../api/rider-orders';
import { usePositionSharing, type SharingState } from '../use-position-sharing';
import { RiderOrderCard } from './rider-order-card';
import styles from './rider.module.css';

function SharingNote({ state }: { state: SharingState }) {
  const format = useRestaurantFormat();
  if (state.kind === 'off') return null;
  const text =
    state.kind === 'waiting'
      ? 'Finding your position to share with the customer…'
      : state.kind === 'sharing'
        ? `Sharing your position with the customer (last sent ${format.clock(new Date(state.at))}). It stops when you mark the order delivered.`
        : state.message;
  return (
    <p
      className={state.kind === 'problem' ? 'alert' : styles.sharing}
      role="status"
      data-testid="rider-sharing"
    >
      {text}
    </p>
  );
}

/**
 * The rider's phone page (issue 34): their deliveries with the next step of each, the ready ones
 * nobody carries yet to take, and their position shared while a delivery is out.
 */
export function RiderOrders() {
  const format = useRestaurantFormat();
  const list = useQuery(riderOrdersQuery());
  const action = useRiderAction();
  const outIds = (list.data?.orders ?? [])
    .filter((o) => o.status === 'out_for_delivery')
    .map((o) => o._id);
  const sharing = usePositionSharing(outIds);

  if (list.isPending) return <p role="status">Loading your deliveries…</p>;
  if (list.isError) {
    return (
      <p className="alert" role="alert">
        {errorMessage(list.error, 'Your deliveries could not be loaded.')}
      </p>
    );
  }
  const { orders, open } = list.data;
  const busyId = action.isPending ? action.variables.orderId : null;
  return (
    <div className={styles.page}>
      <SharingNote state={sharing} />
      {action.isError && (
        <p className="alert" role="alert">
          {errorMessage(action.error, 'That did not go through. Please try again.')}
        </p>
      )}
      <section aria-labelledby="mine-heading" className={styles.section}>
        <h2 id="mine-heading">Your deliveries</h2>
        {orders.length === 0 ? (
          <p className="muted">Nothing to deliver right now.</p>
        ) : (
          orders.map((o) => (
            <RiderOrderCard
              key={o._id}
              order={o}
              busy={busyId === o._id}
              onAction={(a) => action.mutate(a)}
            />
          ))
        )}
      </section>
      {open.length > 0 && (
        <section aria-labelledby="open-heading" className={styles.section}>
          <h2 id="open-heading">Ready for a rider</h2>
          <ul className={styles.open}>
            {open.map((o) => (
              <li key={o._id}>
                <span>
                  <strong>{o.number}</strong> · {o.postalCode} · ready since{' '}
                  {format.clock(o.readyAt)}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busyId === o._id}
                  onClick={() => action.mutate({ kind: 'take', orderId: o._id })}
                  aria-label={`Take order ${o.number}`}
                >
                  Take
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
