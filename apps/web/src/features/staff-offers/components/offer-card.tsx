import {
  offerSegmentLabels,
  type OfferState,
  type RestaurantFormat,
  type StaffOffer,
} from '@ninetonine/contract';
import { useRef, useState } from 'react';
import { ActionError } from '@/components/form/form-parts';
import { useUpdateOffer } from '../api/update-offer';
import { OfferForm } from './offer-form';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-offers.module.css';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { BusyButton } from '@/components/busy-button';

const STATE_LABELS: Record<OfferState, string> = {
  running: 'Running',
  paused: 'Paused',
  scheduled: 'Starts later',
  expired: 'Ended',
  used_up: 'Used up',
};

function benefit(o: StaffOffer, format: RestaurantFormat): string {
  if (o.discountType === 'amount') return `${format.price(o.discountValue)} off`;
  return `${o.discountValue}% off${o.maxDiscount === null ? '' : ` (up to ${format.price(o.maxDiscount)})`}`;
}

function terms(o: StaffOffer, format: RestaurantFormat): string[] {
  return [
    o.minimumSubtotal > 0 ? `orders from ${format.price(o.minimumSubtotal)}` : 'any order',
    o.appliesTo === 'any' ? 'delivery and pickup' : `${o.appliesTo} only`,
    o.usageLimitPerCustomer === null ? null : `${o.usageLimitPerCustomer} per customer`,
    o.startsAt ? `from ${format.dateTime(o.startsAt)}` : null,
    o.endsAt ? `until ${format.dateTime(o.endsAt)}` : null,
  ].filter((t): t is string => t !== null);
}

/** "Top customers (spent ₹2,500 or more): 3 customers now" */
function segmentText(o: StaffOffer, format: RestaurantFormat): string {
  if (!o.segment) return '';
  const spend =
    o.segment === 'top_customers' && o.segmentMinSpend !== null
      ? ` (spent ${format.price(o.segmentMinSpend)} or more)`
      : '';
  const size = o.segmentSize ?? 0;
  return `For: ${offerSegmentLabels[o.segment]}${spend} · ${size} ${size === 1 ? 'customer' : 'customers'} now`;
}

/** One offer: its terms, how often it was used, pause or resume, edit. */
export function OfferCard({ offer, onChanged }: { offer: StaffOffer; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  // The editor closes: the focus goes back to the button that opened it, and a save is announced.
  const closeEditor = (savedText = '') => {
    setEditing(false);
    setSaved(savedText);
    editButton.current?.focus();
  };
  const format = useRestaurantFormat();
  const toggle = useUpdateOffer(onChanged);
  const uses =
    offer.usageLimitTotal === null
      ? `Used ${offer.timesUsed} times`
      : `Used ${offer.timesUsed} of ${offer.usageLimitTotal}`;
  return (
    <article className={screen.card} aria-label={`Offer ${offer.code}`}>
      <div className={styles.cardTop}>
        <h2 className={styles.code}>{offer.code}</h2>
        <span className={`${styles.state} ${styles[offer.state]}`}>
          {STATE_LABELS[offer.state]}
        </span>
      </div>
      <p className={styles.title}>
        {offer.title} · {benefit(offer, format)}
      </p>
      <p className={screen.meta}>{terms(offer, format).join(' · ')}</p>
      <p className={screen.meta}>
        {uses} · {offer.redemptions === 1 ? '1 order' : `${offer.redemptions} orders`}
      </p>
      {offer.segment && <p className={screen.meta}>{segmentText(offer, format)}</p>}
      <div className={screen.actions}>
        <BusyButton
          busy={toggle.isPending}
          busyLabel="Saving…"
          className={`btn btn-small ${offer.isActive ? '' : 'btn-primary'}`}
          onClick={() => toggle.mutate({ id: offer._id, changes: { isActive: !offer.isActive } })}
        >
          {offer.isActive ? `Pause ${offer.code}` : `Resume ${offer.code}`}
        </BusyButton>
        <button
          ref={editButton}
          type="button"
          className="btn btn-small btn-ghost"
          aria-expanded={editing}
          onClick={() => {
            setSaved('');
            setEditing((e) => !e);
          }}
        >
          Edit<span className="visually-hidden"> {offer.code}</span>
        </button>
      </div>
      <ActionError error={toggle.error} fallback="We could not save that. Please try again." />
      {editing && <OfferForm offer={offer} onDone={closeEditor} onChanged={onChanged} />}
      <p role="status" className={saved ? screen.meta : undefined}>
        {saved}
      </p>
    </article>
  );
}
