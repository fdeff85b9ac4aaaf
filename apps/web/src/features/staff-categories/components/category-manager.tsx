import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { errorMessage } from '@/lib/api-client';
import { staffCategoriesQuery } from '../api/get-staff-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { CategoryForm } from './category-form';
import { CategoryRow } from './category-row';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-categories.module.css';

const nothing = () => {};

/**
 * The menu's categories: add, rename, picture, reorder and delete. `onChanged` runs after
 * every change (the page refreshes the storefront's cached menu with it).
 */
export function CategoryManager({ onChanged = nothing }: { onChanged?: () => void }) {
  const categories = useQuery(staffCategoriesQuery());
  const reorder = useReorderCategories(onChanged);

  const move = (index: number, step: -1 | 1) => {
    const ids = (categories.data ?? []).map((c) => c._id);
    const to = index + step;
    if (to < 0 || to >= ids.length) return;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    reorder.mutate(ids);
  };

  return (
    <div className={styles.page}>
      <h1>Categories</h1>
      <section aria-labelledby="new-category-title" className={`${screen.panel} ${styles.panel}`}>
        <h2 id="new-category-title">Add a category</h2>
        <CategoryForm onChanged={onChanged} />
      </section>
      <section aria-labelledby="menu-order-title" className={`${screen.panel} ${styles.panel}`}>
        <h2 id="menu-order-title">Menu order</h2>
        <p className="muted">Customers see the categories in this order.</p>
        {reorder.isError && (
          <p className="alert" role="alert">
            {errorMessage(reorder.error, 'We could not save the new order.')}
          </p>
        )}
        {reorder.isPending && (
          <p role="status" className="muted">
            Saving the new order…
          </p>
        )}
        <QueryState
          query={categories}
          errorTitle="Categories didn't load"
          isEmpty={(list) => list.length === 0}
          empty={
            <StatePanel icon="plate" title="No categories yet">
              <p>Add the first one above.</p>
            </StatePanel>
          }
        >
          {(list) => (
            <ol className={screen.rows}>
              {list.map((c, i, all) => (
                <li key={c._id}>
                  <CategoryRow
                    category={c}
                    position={i}
                    count={all.length}
                    others={all.filter((o) => o._id !== c._id)}
                    onMove={(step) => move(i, step)}
                    moving={reorder.isPending}
                    onChanged={onChanged}
                  />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </section>
    </div>
  );
}
