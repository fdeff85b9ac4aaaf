import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from '@/components/status-screen.module.css';
import { PAGE_TITLES } from './page-titles';
import { MenuLink } from '@/components/menu-link';
import { IconDisc } from '@/components/icon-disc';

export default function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <section className={styles.screen}>
      <IconDisc name="plate" size={44} strokeWidth={1.5} className={styles.disc} />
      <h1>{PAGE_TITLES.notFound}</h1>
      <p className={styles.body}>
        This dish is not on our menu. The page you asked for does not exist or has moved.
      </p>
      <MenuLink />
      <Link to="/">Back to home</Link>
    </section>
  );
}
