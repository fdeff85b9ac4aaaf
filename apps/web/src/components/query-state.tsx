import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { BurgerLoader } from './burger-loader';
import type { IconName } from './icons';
import { StatePanel } from './state-panel';
import { RetryButton } from './retry-button';

/** The parts of a TanStack Query result this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The heading of the error panel, e.g. "Offers didn't load". */
  errorTitle: string;
  /** Shown when the error carries no message of its own. */
  errorFallback?: string;
  errorIcon?: IconName;
  /** Buttons beside "Try again", or instead of it with `retry={false}`. */
  errorActions?: ReactNode;
  retry?: boolean;
  /** The panels' heading level in the page outline. */
  level?: 1 | 2 | 3;
  /** The data is there but has nothing to show: `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Instead of the burger loader (a skeleton of the content that will come). */
  loading?: ReactNode;
  /** Without children, only the states: `if (!q.data) return <QueryState query={q} … />`. */
  children?: (data: T) => ReactNode;
}

/**
 * The loading, error and empty states of one query, the same on every screen (decision 0041).
 * Data already shown stays shown when a refetch fails: the error panel is for a query that has
 * nothing to show.
 */
export function QueryState<T>({
  query,
  errorTitle,
  errorFallback = 'Please try again.',
  errorIcon = 'pan',
  errorActions,
  retry = true,
  level,
  isEmpty,
  empty,
  loading,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <BurgerLoader />}</>;
  if (query.data === undefined) {
    return (
      <StatePanel
        icon={errorIcon}
        tone="error"
        title={errorTitle}
        level={level}
        actions={
          retry || errorActions ? (
            <>
              {retry && <RetryButton query={query} />}
              {errorActions}
            </>
          ) : undefined
        }
      >
        <p>{errorMessage(query.error, errorFallback)}</p>
      </StatePanel>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children?.(query.data)}</>;
}
