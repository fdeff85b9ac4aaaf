import { useQuery } from '@tanstack/react-query';
import { StatePanel } from '@/components/state-panel';
import { FoodListView, SHOWCASE_ERROR, specialFoodsQuery } from '@/features/catalog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cardAddToCart } from './add-to-cart-actions';
import styles from './nine-specials-page.module.css';
import { MenuLink } from '@/components/menu-link';

// Moments, not hours: the hours are the owner's to set and are shown from the settings.
const CLOCK = [
  { time: 'Opening', text: 'Tawa fired, first batch of masala chai and stuffed parathas.' },
  { time: 'Lunch', text: 'Lunch rush: dum biryani lids come off, curries at full simmer.' },
  { time: 'Evening', text: 'Chaat counter opens, the tandoor reaches full heat.' },
  { time: 'Last orders', text: 'Last orders out the door, still steaming.' },
];

/** The kitchen's signature plates, with the story of a kitchen day. */
export default function NineSpecialsPage() {
  useDocumentTitle('9-to-9 specials');
  const specials = useQuery(specialFoodsQuery(24));
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <div className={styles.introInner}>
          <p className={styles.kicker}>One day, one stove</p>
          <h1 className={styles.title}>
            The <span className={styles.nine}>9</span>-to-<span className={styles.nine}>9</span>{' '}
            specials
          </h1>
          <p className={styles.lede}>
            Our chefs' signature plates: the recipes we would cook for family, made in small batches
            from the moment the kitchen opens until the last order of the night. When a batch is
            gone, it's gone.
          </p>
          <ol className={styles.clock} aria-label="A day in our kitchen">
            {CLOCK.map((c) => (
              <li key={c.time}>
                <span className={styles.time}>{c.time}</span>
                <span>{c.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </header>
      <section className="page" aria-labelledby="specials-list">
        <h2 id="specials-list">Today's specials</h2>
        <FoodListView
          query={specials}
          foods={specials.data?.foods}
          errorText={SHOWCASE_ERROR}
          renderAction={cardAddToCart}
          label="9-to-9 specials"
          empty={
            <StatePanel
              icon="star"
              title="No specials on the stove yet"
              actions={<MenuLink>Browse the full menu</MenuLink>}
            >
              <p>The chefs are planning today's specials. Meanwhile, the whole menu is cooking.</p>
            </StatePanel>
          }
        />
      </section>
    </div>
  );
}
