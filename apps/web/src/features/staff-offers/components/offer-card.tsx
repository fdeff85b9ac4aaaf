import type { OfferState, StaffOffer } from '@ninetonine/contract';
import { formatPrice } from '@ninetonine/contract/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useUpdateOffer } from '../api/update-offer';
import { OfferForm } from './offer-form';
import styles from './staff-offers.module.css';

const STATE_LABELS: Record<OfferState, string> = {
  running: 'Running',
  paused: 'Paused',
  scheduled: 'Starts later',
  expired: 'Ended',
  used_up: 'Used up',
};
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function benefit(o: StaffOffer): string {
  if (o.discountType === 'amount') return `${formatPrice(o.discountValue)} off`;
  return `${o.discountValue}% off${o.maxDiscount === null ? '' : ` (up to ${formatPrice(o.maxDiscount)})`}`;
}

function terms(o: StaffOffer): string[] {
  return [
    o.minimumSubtotal > 0 ? `orders from ${formatPrice(o.minimumSubtotal)}` : 'any order',
    o.appliesTo === 'any' ? 'delivery and pickup' : `${o.appliesTo} only`,
    o.usageLimitPerCustomer === null ? null : `${o.usageLimitPerCustomer} per customer`,
    o.startsAt ? `from ${day.format(new Date(o.startsAt))}` : null,
    o.endsAt ? `until ${day.format(new Date(o.endsAt))}` : null,
  ].filter((t): t is string => t !== null);
}

/** One offer: its terms, how often it was used, pause or resume, edit. */
export function OfferCard({ offer, onChanged }: { offer: StaffOffer; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const toggle = useUpdateOffer(onChanged);
  const uses =
    offer.usageLimitTotal === null
      ? `Used ${offer.timesUsed} times`
      : `Used ${offer.timesUsed} of ${offer.usageLimitTotal}`;
  return (
    <article className={styles.card} aria-label={`Offer ${offer.code}`}>
      <div className={styles.cardTop}>
        <h2 className={styles.code}>{offer.code}</h2>
        <span className={`${styles.state} ${styles[offer.state]}`}>
          {STATE_LABELS[offer.state]}
        </span>
      </div>
      <p className={styles.title}>
        {offer.title} · {benefit(offer)}
      </p>
      <p className={styles.meta}>{terms(offer).join(' · ')}</p>
      <p className={styles.meta}>
        {uses} · {offer.redemptions === 1 ? '1 order' : `${offer.redemptions} orders`}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn btn-small ${offer.isActive ? '' : 'btn-primary'}`}
          disabled={toggle.isPending}
          aria-busy={toggle.isPending}
          onClick={() => toggle.mutate({ id: offer._id, changes: { isActive: !offer.isActive } })}
        >
          {toggle.isPending
            ? 'Saving…'
            : offer.isActive
              ? `Pause ${offer.code}`
              : `Resume ${offer.code}`}
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          Edit<span className="visually-hidden"> {offer.code}</span>
        </button>
      </div>
      {toggle.isError && (
        <p className="field-error" role="alert">
          {errorMessage(toggle.error, 'We could not save that. Please try again.')}
        </p>
      )}
      {editing && (
        <OfferForm offer={offer} onDone={() => setEditing(false)} onChanged={onChanged} />
      )}
    </article>
  );
}
