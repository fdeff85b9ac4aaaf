import type { ReactNode } from 'react';
import type { Food } from '@ninetonine/contract';
import { StatePanel } from '@/components/state-panel';
import { FoodGrid, FoodGridSkeleton } from './food-grid';
import { RetryButton } from '@/components/retry-button';

/** What FoodListView reads of a dish list's query. */
export interface FoodListQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Showcases (home sections, specials) keep their error friendly rather than technical. */
export const SHOWCASE_ERROR = "We couldn't reach the kitchen just now.";

interface FoodListViewProps {
  query: FoodListQuery;
  /** The dishes the query answered with (undefined until it has). */
  foods: Food[] | undefined;
  label: string;
  /** What to show when the list is empty. */
  empty: ReactNode;
  skeletonCount?: number;
  /** Shown when the list fails; by default the query's own message (server's or spec's). */
  errorText?: string;
  /** Each available dish's action, e.g. "Add to cart" (composed by the page). */
  renderAction?: (food: Food) => ReactNode;
  /** How many leading pictures load at once (food-grid.tsx); 0 for a list below the fold. */
  eagerCount?: number;
}

/**
 * The three faces of a dish list: skeletons, an error with retry, or the grid. A list not yet
 * loaded shows skeletons, never the list of another page or filter.
 */
export function FoodListView({
  query,
  foods,
  label,
  empty,
  skeletonCount = 8,
  eagerCount,
  errorText,
  renderAction,
}: FoodListViewProps) {
  if (query.isPending) return <FoodGridSkeleton count={skeletonCount} />;
  if (query.isError) {
    return (
      <StatePanel
        icon="pan"
        title="The menu didn't load"
        tone="error"
        actions={<RetryButton query={query} />}
      >
        <p>{errorText ?? query.error?.message}</p>
      </StatePanel>
    );
  }
  if (!foods?.length) return <>{empty}</>;
  return (
    <FoodGrid foods={foods} label={label} renderAction={renderAction} eagerCount={eagerCount} />
  );
}
