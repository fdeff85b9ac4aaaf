import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { useNewItemPanel } from '@/hooks/use-new-item-panel';
import { deliveryAreasQuery } from '../api/get-delivery-areas';
import { DeliveryAreaCard } from './delivery-area-card';
import { DeliveryAreaForm } from './delivery-area-form';
import screen from '@/components/staff-screen.module.css';

/**
 * Where the restaurant delivers (decision 0047): areas of PIN codes, each with its fee, minimum
 * order and extra minutes. With none, customers can only pick up, and the page says so.
 */
export function DeliveryAreaManager() {
  const areas = useQuery(deliveryAreasQuery());
  const adding = useNewItemPanel();
  return (
    <div className={screen.page}>
      <div className={screen.heading}>
        <h1>Delivery areas</h1>
        <button {...adding.toggle} type="button" className="btn btn-primary">
          {adding.open ? 'Close the new area' : 'New area'}
        </button>
      </div>
      <p className={screen.intro}>
        We deliver only to the PIN codes listed here; an address elsewhere is refused with an offer
        to pick up. The closest match wins: a whole PIN code before a prefix like 560*.
      </p>
      <QueryState query={areas} errorTitle="Delivery areas didn't load">
        {(terms) => (
          <>
            <p role="status" className={adding.added ? screen.intro : 'visually-hidden'}>
              {adding.added}
            </p>
            {adding.open && (
              <section aria-label="New delivery area" className={screen.panel}>
                <DeliveryAreaForm terms={terms} onAdded={adding.onAdded} />
              </section>
            )}
            {terms.areas.length === 0 ? (
              <StatePanel icon="tag" title="No delivery areas: pickup only">
                <p>Customers cannot choose delivery until you add an area with “New area”.</p>
              </StatePanel>
            ) : (
              <ul className={screen.list} aria-label="Delivery areas">
                {terms.areas.map((a) => (
                  <li key={a._id}>
                    <DeliveryAreaCard area={a} terms={terms} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
