import type { DeliveryArea, DeliveryAreasResponse } from '@ninetonine/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActionError } from '@/components/form/form-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useDeleteDeliveryArea } from '../api/delete-delivery-area';
import { DeliveryAreaForm } from './delivery-area-form';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-delivery-areas.module.css';

/** One area: its PIN codes and terms, edit, remove (after asking). */
export function DeliveryAreaCard({
  area,
  terms,
}: {
  area: DeliveryArea;
  terms: DeliveryAreasResponse;
}) {
  const format = useRestaurantFormat();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDeliveryArea();
  const fee = area.deliveryFee ?? terms.standardDeliveryFee;
  const minimum = area.minimumOrder ?? terms.standardMinimumOrder;
  return (
    <article className={screen.card} aria-label={`Area ${area.name}`}>
      <h2 className={styles.name}>{area.name}</h2>
      <p className={styles.postcodes}>{area.postcodes.join(', ')}</p>
      <p className={screen.meta}>
        Delivery {format.price(fee)}
        {area.deliveryFee === null ? ' (standard)' : ''} · minimum order {format.price(minimum)}
        {area.minimumOrder === null ? ' (standard)' : ''}
        {area.extraMinutes > 0 ? ` · ${area.extraMinutes} extra minutes` : ''}
        {area.cashOnDelivery ? '' : ' · no cash on delivery'}
      </p>
      {area.centre && (
        <p className={screen.meta}>
          Location: within {area.centre.radiusKm} km of {area.centre.lat}, {area.centre.lng} is{' '}
          {area.centre.postcode}
        </p>
      )}
      <div className={screen.actions}>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          Edit<span className="visually-hidden"> {area.name}</span>
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {remove.isPending ? 'Removing…' : 'Remove'}
          <span className="visually-hidden"> {area.name}</span>
        </button>
      </div>
      <ActionError error={remove.error} fallback="We could not remove the area." />
      {editing && <DeliveryAreaForm area={area} terms={terms} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        title={`Remove ${area.name}?`}
        confirmLabel="Remove area"
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(area._id);
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Customers at {area.postcodes.join(', ')} can no longer choose delivery (pickup stays
          open), unless another area covers them.
        </p>
      </ConfirmDialog>
    </article>
  );
}
