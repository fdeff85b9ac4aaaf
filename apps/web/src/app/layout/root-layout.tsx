import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { BurgerLoader } from '@/components/burger-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ScrollProgressBar } from './scroll-progress-bar';
import { currentDocumentStart, makeScrollKey } from './scroll-key';
import styles from './root-layout.module.css';

// The server renders no scroll position (ScrollRestoration asks for keys only in the browser).
const scrollKey =
  typeof window === 'undefined'
    ? (location: { key: string }) => location.key
    : makeScrollKey(currentDocumentStart());

/** The one shared layout around every route (spec §2). */
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
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {loadingPage ? <BurgerLoader /> : <Outlet />}
      </main>
      <SiteFooter />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
