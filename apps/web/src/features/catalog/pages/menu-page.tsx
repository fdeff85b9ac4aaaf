import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatePanel } from '@/components/state-panel';
import { findCategory, useCategories } from '../api/get-categories';
import { FoodListView } from '../components/food-list-view';
import { MenuFiltersPanel } from '../components/menu-filters';
import { PageIntro } from '../components/page-intro';
import { PaginationNav } from '../components/pagination-nav';
import { fetchFoods, foodsListKey } from '../foods-slice';
import { dishCount } from '../food-presentation';
import { hasActiveFilters, parseMenuParams, toFoodQuery, updateMenuParams } from '../menu-params';
import { useFoodList } from '../use-food-list';
import styles from './menu-page.module.css';

/** The whole menu: every filter, the sort and the page live in the URL. */
export default function MenuPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseMenuParams(params), [params]);
  const query = useMemo(() => toFoodQuery(filters), [filters]);
  const list = useFoodList(foodsListKey(query), (dispatch) => dispatch(fetchFoods(query)));
  const categories = useCategories();
  const category = filters.category ? findCategory(categories.data, filters.category) : undefined;
  const active = hasActiveFilters(filters);

  const change = useCallback(
    (changes: Record<string, string | null>) =>
      // Filters keep the scroll position: the list updates in place under the panel.
      setParams((prev) => updateMenuParams(prev, changes), { preventScrollReset: true }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(filters.sort === 'popular' ? {} : { sort: filters.sort }, {
        preventScrollReset: true,
      }),
    [setParams, filters.sort],
  );

  const { page, total, totalPages, limit } = list.pagination;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);

  return (
    <div className={`page ${styles.page}`}>
      <PageIntro className={styles.intro} kicker="Fresh from 9 to 9" title="Our menu">
        Slow-simmered curries, tandoor breads, street-food plates and desserts, cooked to order from
        the first chai at 9 in the morning to the last biryani at 9 at night.
      </PageIntro>
      <div className={styles.layout}>
        <aside className={styles.filters} aria-label="Menu filters">
          <MenuFiltersPanel
            filters={filters}
            categories={categories.data ?? []}
            onChange={change}
            onClear={clear}
            active={active}
          />
        </aside>
        <section className={styles.results} aria-labelledby="menu-results-heading">
          <div className={styles.resultsHead}>
            <h2 id="menu-results-heading" className={styles.resultsTitle}>
              {category ? category.name : 'All dishes'}
            </h2>
            <p className={styles.count} aria-live="polite">
              {list.status === 'ready' && total > 0
                ? `Showing ${first}–${last} of ${dishCount(total)}`
                : ''}
            </p>
          </div>
          <FoodListView
            list={list}
            label="Menu results"
            skeletonCount={6}
            empty={
              <StatePanel
                icon="spoon"
                title={filters.page > 1 && total > 0 ? 'This page is empty' : 'No dishes match'}
                actions={
                  filters.page > 1 && total > 0 ? (
                    <Link className="btn btn-primary" to={`?${updateMenuParams(params, {})}`}>
                      Go to the first page
                    </Link>
                  ) : active ? (
                    <button type="button" className="btn btn-primary" onClick={clear}>
                      Clear all filters
                    </button>
                  ) : null
                }
              >
                <p>
                  {active
                    ? 'Nothing on the menu fits all of those filters. Try loosening one of them.'
                    : 'The kitchen is restocking the menu. Please check back soon.'}
                </p>
              </StatePanel>
            }
          />
          {list.status === 'ready' && (
            <PaginationNav page={page} totalPages={totalPages} params={params} />
          )}
        </section>
      </div>
    </div>
  );
}
