import { DeliveryBar } from '@/features/delivery/page-parts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { FOOD_PAGE_SIZE } from '@ninetonine/contract/core';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMediaQuery } from '@/hooks/use-media-query';
import {
  FoodListView,
  MenuCategoryBar,
  MenuFiltersPanel,
  MenuSections,
  PageIntro,
  PaginationNav,
  allFoodsQuery,
  categoriesQuery,
  dishCount,
  findCategory,
  groupByCategory,
  hasActiveFilters,
  parseMenuParams,
  toFoodQuery,
  updateMenuParams,
  useMenuSections,
  useSectionsInChunks,
  wholeMenuQuery,
} from '@/features/catalog';
import { PAGE_TITLES } from '../page-titles';
import { cardAddToCart } from './add-to-cart-actions';
import styles from './menu-page.module.css';

const NO_PAGES = { page: 1, total: 0, totalPages: 0, limit: FOOD_PAGE_SIZE };
/** Where the filter panel folds away and the row of section chips shows (menu-category-bar). */
const PHONE_QUERY = '(max-width: 959.98px)';

/** The whole menu: every filter, the sort and the page live in the URL. */
export default function MenuPage() {
  useDocumentTitle(PAGE_TITLES.menu);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseMenuParams(params), [params]);
  const query = useMemo(() => toFoodQuery(filters), [filters]);
  const categories = useQuery(categoriesQuery());
  const category = filters.category ? findCategory(categories.data, filters.category) : undefined;
  const active = hasActiveFilters(filters);
  // A phone with no filter, sort or page chosen reads the whole menu grouped by section; the
  // server renders the paged list (it cannot know the width), shown until the whole menu is in.
  const plainMenu = !active && filters.sort === 'popular' && filters.page === 1;
  const wantsGrouped = useMediaQuery(PHONE_QUERY, false) && plainMenu;
  const whole = useQuery({ ...wholeMenuQuery(), enabled: wantsGrouped });
  // The whole menu's many cards replace the list in a deferred render, which yields to the
  // browser as it goes, not in one long task just after the page started (decision 0097).
  const wholeMenu = useDeferredValue(whole.data);
  const sections = useMemo(
    () =>
      wantsGrouped && wholeMenu && categories.data
        ? groupByCategory(categories.data, wholeMenu.foods)
        : null,
    [wantsGrouped, wholeMenu, categories.data],
  );
  const grouped = sections !== null && sections.length > 0;
  const list = useQuery({ ...allFoodsQuery(query), enabled: !grouped });
  const sectionIds = useMemo(() => (grouped ? sections.map((s) => s.id) : []), [grouped, sections]);
  // Drawn a chunk at a time as it replaces the server's list (decision 0106); the chips name
  // every section, and a jump to one not drawn yet draws the rest first.
  const { drawn, drawAll } = useSectionsInChunks(grouped ? sections : null);
  const drawnIds = useMemo(() => drawn?.map((s) => s.id) ?? [], [drawn]);
  const spy = useMenuSections(drawnIds);
  const spyJump = spy.jump;
  const jump = useCallback(
    (id: string) => {
      drawAll();
      spyJump(id);
    },
    [drawAll, spyJump],
  );

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

  const { page, total, totalPages, limit } = list.data?.pagination ?? NO_PAGES;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);

  return (
    <div className={`page ${styles.page}`}>
      <PageIntro className={styles.intro} kicker="Fresh, cooked to order" title="Our menu">
        Slow-simmered curries, tandoor breads, street-food plates and desserts, cooked to order from
        the first chai of the morning to the last biryani of the night.
      </PageIntro>
      <DeliveryBar />
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
          <MenuCategoryBar
            categories={categories.data ?? []}
            current={filters.category}
            params={params}
            sections={grouped ? { ids: sectionIds, current: spy.current, jump } : undefined}
            withAll={!plainMenu}
          />
          <div className={styles.resultsHead}>
            <h2 id="menu-results-heading" className={styles.resultsTitle}>
              {category ? category.name : 'All dishes'}
            </h2>
            <p className={styles.count} aria-live="polite">
              {grouped
                ? dishCount(wholeMenu?.foods.length ?? 0)
                : list.isSuccess && total > 0
                  ? `Showing ${first}–${last} of ${dishCount(total)}`
                  : ''}
            </p>
          </div>
          {grouped && drawn ? (
            <MenuSections sections={drawn} renderAction={cardAddToCart} />
          ) : (
            <FoodListView
              query={list}
              foods={list.data?.foods}
              renderAction={cardAddToCart}
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
          )}
          {!grouped && list.isSuccess && (
            <PaginationNav page={page} totalPages={totalPages} params={params} />
          )}
        </section>
      </div>
    </div>
  );
}
