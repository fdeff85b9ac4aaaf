import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { FoodImage } from '@/components/food-image';
import { StatePanel } from '@/components/state-panel';
import {
  CategoryStrip,
  FoodSection,
  categoriesQuery,
  popularFoodsQuery,
  specialFoodsQuery,
} from '@/features/catalog';
import { DeliveryBar } from '@/features/delivery/page-parts';
import { KitchenStatus, OpeningHours, useOpeningHoursSentence } from '@/features/restaurant';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RatingPrompt } from '@/features/ratings';
import { useAppSelector } from '../../hooks';
import { cardAddToCart } from './add-to-cart-actions';
import { HOME_POPULAR_COUNT, HOME_SPECIALS_COUNT } from './home-showcases';
import styles from './home-page.module.css';
import { HOME_HERO_PICTURE_SIZES, HOME_SIDE_PLATE_PICTURE_SIZES } from '@ninetonine/contract/core';
import { MenuLink } from '@/components/menu-link';
import { IconDisc } from '@/components/icon-disc';

const PROMISES = [
  {
    icon: 'fire' as const,
    title: 'Cooked to order',
    text: 'Nothing waits under a lamp. Your order hits the pan when you place it.',
  },
  {
    icon: 'clock' as const,
    title: 'Hours you can count on',
    // The week's hours from the settings (below).
    text: '',
  },
  {
    icon: 'herb' as const,
    title: 'Honest ingredients',
    text: 'Market-fresh vegetables, whole spices ground in house, no shortcuts.',
  },
];

export default function HomePage() {
  useDocumentTitle(null);
  const popular = useQuery(popularFoodsQuery(HOME_POPULAR_COUNT));
  const specials = useQuery(specialFoodsQuery(HOME_SPECIALS_COUNT));
  const categories = useQuery(categoriesQuery());
  const hours = useOpeningHoursSentence();
  const heroFoods = (popular.data?.foods ?? []).filter((f) => f.foodImages[0]).slice(0, 3);
  // Only customers are asked to rate their last order (staff accounts place none).
  const customer = useAppSelector((s) => s.auth.user?.role === 'customer');

  return (
    <div className={styles.home}>
      <RatingPrompt enabled={customer} />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <KitchenStatus />
          <h1 id="home-title" className={styles.title}>
            Fresh food, cooked <span className={styles.accent}>to order</span>.
          </h1>
          <p className={styles.lede}>
            NineToNine is a neighbourhood kitchen that cooks every order from scratch, all day long.
            Curries, tandoor, street food and sweets, at your door while it's still hot.
          </p>
          {/* The real week beside "open now", from the same settings. */}
          <OpeningHours className={styles.hours} />
          <DeliveryBar />
          <div className={styles.ctas}>
            <MenuLink>Explore the menu</MenuLink>
            <Link to="/nine-specials" className="btn">
              Today's 9-to-9 specials
            </Link>
          </div>
        </div>
        <div className={styles.collage} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`${styles.plate} ${styles[`plate${i}`]}`}>
              <FoodImage
                src={heroFoods[i]?.foodImages[0]}
                srcSet={heroFoods[i]?.pictures[0]?.srcset}
                sizes={i === 0 ? HOME_HERO_PICTURE_SIZES : HOME_SIDE_PLATE_PICTURE_SIZES}
                alt=""
                width={i === 0 ? 560 : 320}
                height={i === 0 ? 560 : 320}
                eager
                // The large plate is the page's largest paint: it goes first.
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </div>
          ))}
        </div>
      </section>

      <div className={styles.body}>
        <section aria-labelledby="home-categories" className={styles.categories}>
          <h2 id="home-categories">Pick a craving</h2>
          <CategoryStrip
            categories={categories.data ?? []}
            label="Categories"
            loading={categories.isPending}
          />
        </section>

        <div className={styles.specialsBand}>
          <FoodSection
            id="home-specials"
            kicker="Only at NineToNine"
            title="9-to-9 specials"
            intro={<p>Signature plates the kitchen is proudest of, on the stove all day.</p>}
            more={{ to: '/nine-specials', label: 'All specials' }}
            query={specials}
            count={4}
            renderAction={cardAddToCart}
            dark
            empty={<StatePanel icon="star" title="Specials are being plated" level={3} />}
          />
        </div>

        <FoodSection
          id="home-popular"
          kicker="Loved by the neighbourhood"
          title="Popular picks"
          more={{ to: '/menu', label: 'See the full menu' }}
          query={popular}
          count={8}
          renderAction={cardAddToCart}
          empty={
            <StatePanel icon="spoon" title="The menu is being written" level={3}>
              <p>Our chefs are adding today's dishes. Please check back soon.</p>
            </StatePanel>
          }
        />

        <section aria-labelledby="home-promise" className={styles.promise}>
          <h2 id="home-promise" className="visually-hidden">
            Our promise
          </h2>
          <ul className={styles.promises}>
            {PROMISES.map((p) => (
              <li key={p.title}>
                <IconDisc name={p.icon} size={26} />
                <h3>{p.title}</h3>
                <p>
                  {p.text ||
                    (hours && `The kitchen cooks ${hours}; order ahead for a later slot any time.`)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.cta} aria-labelledby="home-cta">
          <h2 id="home-cta">Hungry yet?</h2>
          <p>The kitchen is warm and the tandoor is lit. Your next favourite dish is a tap away.</p>
          <MenuLink>Start your order</MenuLink>
        </section>
      </div>
    </div>
  );
}
