import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import {
  CopyCodeButton,
  InfoPage,
  offerBenefit,
  offerConditions,
  useOffers,
} from '@/features/site';
import styles from './offers-page.module.css';
import { MenuLink } from '@/components/menu-link';

export default function OffersPage() {
  useDocumentTitle('Offers');
  const offers = useOffers();
  const format = useRestaurantFormat();
  return (
    <InfoPage
      kicker="Deals from the kitchen"
      title="Offers"
      lede={<p>Codes you can use at checkout. We only list offers that are really running.</p>}
    >
      <QueryState
        query={offers}
        errorTitle="Offers didn't load"
        errorFallback="Failed to fetch offers"
        loading={<div className={styles.skeleton} role="status" aria-label="Loading offers" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <StatePanel icon="tag" title="No offers running right now" actions={<MenuLink />}>
            <p>
              We'd rather tell you straight than invent a deal. New offers appear here first, so
              check back soon. Meanwhile, the menu is full price and full flavour.
            </p>
          </StatePanel>
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label="Current offers">
            {list.map((offer) => (
              <li key={offer._id} className={styles.offer}>
                <div className={styles.ticket}>
                  <h2 className={styles.title}>{offer.title}</h2>
                  <p className={styles.benefit}>{offerBenefit(offer, format)}</p>
                  {offer.description && <p className={styles.description}>{offer.description}</p>}
                  {offerConditions(offer, format).length > 0 && (
                    <ul className={styles.conditions} aria-label="Conditions">
                      {offerConditions(offer, format).map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                  )}
                  <p className={styles.valid}>
                    {offer.validUntil ? (
                      <>
                        Valid until{' '}
                        <time dateTime={offer.validUntil}>{format.date(offer.validUntil)}</time>
                      </>
                    ) : (
                      'No end date'
                    )}
                  </p>
                </div>
                <div className={styles.code}>
                  <span className={styles.codeLabel}>Code</span>
                  <strong data-testid="offer-code">{offer.code}</strong>
                  <CopyCodeButton code={offer.code} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </InfoPage>
  );
}
