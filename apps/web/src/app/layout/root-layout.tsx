import { memo, Suspense } from 'react';
import {
  FocusOnNavigation,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { ViewCartBar } from '@/features/cart';
import { OfflineBanner, UpdatePrompt } from '@/features/pwa';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ScrollProgressBar } from './scroll-progress-bar';
import { SCROLL_POSITIONS_KEY } from './history-entry';
import styles from './root-layout.module.css';

/** Pages that are the cart or lead on from it: no bar pointing back to the cart there. */
const CART_PAGES = /^\/(cart|checkout|order-confirmation)\/?$/;

/**
 * The footer is below the fold on every page: a Suspense boundary of its own, which React
 * hydrates after the rest of the page, in a task of its own (or at once if it is tapped first),
 * instead of in the page's one long hydration (decision 0097). Nothing in it suspends, so a page
 * rendered in the browser shows it at once. Memoized: a boundary still waiting to hydrate would
 * be hydrated at once by a new element from each render of the layout.
 */
const FooterHydratedLater = memo(function FooterHydratedLater() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
});

/** The one shared layout around every route (docs/storefront-contract.md#routes). */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  // A lazy page still loading its chunk shows the themed loader.
  const loadingPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ScrollProgressBar />
      <OfflineBanner />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {loadingPage ? <BurgerLoader /> : <Outlet />}
      </main>
      {!CART_PAGES.test(location.pathname) && <ViewCartBar />}
      <FooterHydratedLater />
      <UpdatePrompt />
      {/* Keyed by location.key: every entry has its own (history-entry.ts, at start-up). */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
      <FocusOnNavigation container="#main" />
    </div>
  );
}
