import type { ReactNode } from 'react';
import type { Food } from '@ninetonine/contract';
import { StatePanel } from '@/components/state-panel';
import { FoodGrid, FoodGridSkeleton } from './food-grid';

/** A dish list as a page holds it: from useFoodList, or from a showcase query (showcaseList). */
export interface FoodListState {
  status: 'loading' | 'error' | 'ready';
  foods: Food[];
  error: string | null;
  retry: () => void;
}

/** What FoodListView needs of a showcase query (home sections, specials). */
export interface ShowcaseQuery {
  data?: { foods: Food[] };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A showcase query as a list: at most `count` dishes, and a friendly error of our own. */
export function showcaseList(query: ShowcaseQuery, count?: number): FoodListState {
  return {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    foods: query.data?.foods.slice(0, count) ?? [],
    error: "We couldn't reach the kitchen just now.",
    retry: () => void query.refetch(),
  };
}

interface FoodListViewProps {
  list: FoodListState;
  label: string;
  /** What to show when the list is empty. */
  empty: ReactNode;
  skeletonCount?: number;
}

/** The three faces of a dish list: skeletons, an error with retry, or the grid. */
export function FoodListView({ list, label, empty, skeletonCount = 8 }: FoodListViewProps) {
  if (list.status === 'loading') return <FoodGridSkeleton count={skeletonCount} />;
  if (list.status === 'error') {
    return (
      <StatePanel
        icon="pan"
        title="The menu didn't load"
        tone="error"
        actions={
          <button type="button" className="btn btn-primary" onClick={list.retry}>
            Try again
          </button>
        }
      >
        <p>{list.error}</p>
      </StatePanel>
    );
  }
  if (!list.foods.length) return <>{empty}</>;
  return <FoodGrid foods={list.foods} label={label} />;
}
