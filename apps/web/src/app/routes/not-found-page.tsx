import { Link } from '@/lib/router';
import { Icon } from '@/components/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from '@/components/status-screen.module.css';
import { PAGE_TITLES } from './page-titles';
import { MenuLink } from '@/components/menu-link';

export default function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <section className={styles.screen}>
      <div className={styles.emoji}>
        <Icon name="plate" size={44} strokeWidth={1.5} />
      </div>
      <h1>{PAGE_TITLES.notFound}</h1>
      <p className={styles.body}>
        This dish is not on our menu. The page you asked for does not exist or has moved.
      </p>
      <MenuLink />
      <Link to="/">Back to home</Link>
    </section>
  );
}
