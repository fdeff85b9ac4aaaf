import { Link, useLocation } from '@/lib/router';
import styles from './pagination-nav.module.css';

interface PaginationNavProps {
  page: number;
  totalPages: number;
  /** The current search params; only `page` is changed in the links. */
  params: URLSearchParams;
}

/** Page numbers around the current one, with gaps marked by null. */
export function pageWindow(page: number, totalPages: number): Array<number | null> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

/** Real links (shareable, work without script state) to each page of results. */
export function PaginationNav({ page, totalPages, params }: PaginationNavProps) {
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav className={styles.nav} aria-label="Pages">
      {page > 1 ? (
        <Link className={styles.step} to={href(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          <span>←</span> Previous
        </span>
      )}
      <ol className={`inline-list ${styles.pages}`}>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                className={`${styles.page} ${p === page ? styles.current : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className={styles.step} to={href(page + 1)} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          Next <span>→</span>
        </span>
      )}
    </nav>
  );
}
