import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { StatePanel } from '@/components/state-panel';
import { FoodListView, SHOWCASE_ERROR, specialFoodsQuery } from '@/features/catalog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cardAddToCart } from './add-to-cart-actions';
import styles from './nine-specials-page.module.css';

const CLOCK = [
  { time: '9:00', text: 'Tawa fired, first batch of masala chai and stuffed parathas.' },
  { time: '13:00', text: 'Lunch rush: dum biryani lids come off, curries at full simmer.' },
  { time: '17:00', text: 'Chaat counter opens, the tandoor reaches full heat.' },
  { time: '21:00', text: 'Last orders out the door, still steaming.' },
];

/** The kitchen's signature plates, with the story of a day from 9 to 9. */
export default function NineSpecialsPage() {
  useDocumentTitle('9-to-9 specials');
  const specials = useQuery(specialFoodsQuery(24));
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <div className={styles.introInner}>
          <p className={styles.kicker}>Twelve hours, one stove</p>
          <h1 className={styles.title}>
            The <span className={styles.nine}>9</span>-to-<span className={styles.nine}>9</span>{' '}
            specials
          </h1>
          <p className={styles.lede}>
            Our chefs' signature plates: the recipes we would cook for family, made in small batches
            from the moment the kitchen opens at 9 in the morning until the last order at 9 at
            night. When a batch is gone, it's gone.
          </p>
          <ol className={styles.clock} aria-label="A day in our kitchen">
            {CLOCK.map((c) => (
              <li key={c.time}>
                <time className={styles.time} dateTime={c.time.padStart(5, '0')}>
                  {c.time}
                </time>
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
              actions={
                <Link to="/menu" className="btn btn-primary">
                  Browse the full menu
                </Link>
              }
            >
              <p>The chefs are planning today's specials. Meanwhile, the whole menu is cooking.</p>
            </StatePanel>
          }
        />
      </section>
    </div>
  );
}
