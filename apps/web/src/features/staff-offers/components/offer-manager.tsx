import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { staffOffersQuery } from '../api/get-staff-offers';
import { OfferCard } from './offer-card';
import { OfferForm } from './offer-form';
import screen from '@/components/staff-screen.module.css';

const nothing = () => {};

/**
 * Offers and coupons: create, edit, pause and resume, with their uses. `onChanged` runs after
 * every change (the page refreshes the storefront's cached offers with it).
 */
export function OfferManager({ onChanged = nothing }: { onChanged?: () => void }) {
  const offers = useQuery(staffOffersQuery());
  const [creating, setCreating] = useState(false);
  return (
    <div className={screen.page}>
      <div className={screen.heading}>
        <h1>Offers</h1>
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={creating}
          onClick={() => setCreating((c) => !c)}
        >
          {creating ? 'Close the new offer' : 'New offer'}
        </button>
      </div>
      {creating && (
        <section aria-label="New offer" className={screen.panel}>
          <OfferForm onChanged={onChanged} />
        </section>
      )}
      <QueryState
        query={offers}
        errorTitle="Offers didn't load"
        isEmpty={(list) => list.length === 0}
        empty={
          <StatePanel icon="tag" title="No offers yet">
            <p>Create the first one with “New offer”.</p>
          </StatePanel>
        }
      >
        {(list) => (
          <ul className={screen.list} aria-label="Offers">
            {list.map((o) => (
              <li key={o._id}>
                <OfferCard offer={o} onChanged={onChanged} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
