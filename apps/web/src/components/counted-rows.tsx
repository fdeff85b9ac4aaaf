import type { Pagination } from '@ninetonine/contract';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import screen from './staff-screen.module.css';

/**
 * One page of a searchable staff list (customers, users): how many match, and that a newer
 * answer is on its way, then the rows and the pager. `noun` counts them ("1 user", "2 users");
 * `label` names the list.
 */
export function CountedRows({
  noun,
  label,
  pagination,
  fetching,
  page,
  onPage,
  children,
}: {
  noun: { one: string; many: string };
  label: string;
  pagination: Pagination;
  fetching: boolean;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <p className="muted" aria-live="polite">
        {pagination.total} {pagination.total === 1 ? noun.one : noun.many}
        {fetching && ' · updating…'}
      </p>
      <ul className={screen.rows} aria-label={label}>
        {children}
      </ul>
      <Pager
        label={`Pages of ${noun.many}`}
        page={page}
        totalPages={pagination.totalPages}
        onPage={onPage}
        summary={`Page ${pagination.page} of ${pagination.totalPages}`}
      />
    </>
  );
}
