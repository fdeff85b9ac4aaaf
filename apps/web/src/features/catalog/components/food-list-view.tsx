import type { ReactNode } from 'react';
import type { Food } from '@ninetonine/contract';
import { StatePanel } from '@/components/state-panel';
import { FoodGrid, FoodGridSkeleton } from './food-grid';

interface FoodListViewProps {
  status: 'loading' | 'error' | 'ready';
  foods: Food[];
  error: string | null;
  onRetry: () => void;
  label: string;
  /** What to show when the list is empty. */
  empty: ReactNode;
  skeletonCount?: number;
}

/** The three faces of a dish list: skeletons, an error with retry, or the grid. */
export function FoodListView({
  status,
  foods,
  error,
  onRetry,
  label,
  empty,
  skeletonCount = 8,
}: FoodListViewProps) {
  if (status === 'loading') return <FoodGridSkeleton count={skeletonCount} />;
  if (status === 'error') {
    return (
      <StatePanel
        icon="pan"
        title="The menu didn't load"
        tone="error"
        actions={
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        }
      >
        <p>{error}</p>
      </StatePanel>
    );
  }
  if (!foods.length) return <>{empty}</>;
  return <FoodGrid foods={foods} label={label} />;
}
