import type { ReactNode } from 'react';
import styles from './pager.module.css';

interface PagerProps {
  /** The navigation's accessible name ("Pages of users"). */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** What stands between the buttons; "Page N of M" unless given. */
  summary?: ReactNode;
  /** Shown even with one page (a list whose count is worth seeing). */
  always?: boolean;
}

/** Previous / page N of M / next under a paged list: the one pager of every list (0041). */
export function Pager({
  label,
  page,
  totalPages,
  onPage,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  summary,
  always = false,
}: PagerProps) {
  if (totalPages <= 1 && !always) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="btn btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previousLabel}
      </button>
      <span>{summary ?? `Page ${page} of ${Math.max(1, totalPages)}`}</span>
      <button
        type="button"
        className="btn btn-small"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {nextLabel}
      </button>
    </nav>
  );
}
