import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FOOD_PAGE_SIZE, type GetAllFoodQueryInput } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { StatePanel } from '@/components/state-panel';
import { useDocumentTitle } from '@/components/use-document-title';
import { useCategories } from '../api/get-categories';
import { SUGGEST_MIN_CHARS, useSuggestions } from '../api/get-suggestions';
import { FoodListView } from '../components/food-list-view';
import { PageIntro } from '../components/page-intro';
import { PaginationNav } from '../components/pagination-nav';
import { fetchFoods, foodsListKey } from '../foods-slice';
import { dishCount } from '../food-presentation';
import { setSearchQuery } from '../search-slice';
import { useFoodList } from '../use-food-list';
import styles from './search-page.module.css';

/** Results for ?q= (and ?page=), with quick matches and ideas when nothing fits. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const dispatch = useAppDispatch();
  // The header's box shows what was searched, after a reload too.
  useEffect(() => {
    dispatch(setSearchQuery(q));
  }, [dispatch, q]);
  useDocumentTitle(q ? `“${q}”` : 'Search');

  const query = useMemo<GetAllFoodQueryInput>(
    () => ({ search: q, page, limit: FOOD_PAGE_SIZE }),
    [q, page],
  );
  return (
    <div className={`page ${styles.page}`}>
      <PageIntro
        className={styles.head}
        kicker="Search"
        title={q ? <>Results for “{q}”</> : 'What are you craving?'}
      >
        {!q &&
          'Type a dish, an ingredient or a mood in the search box above, or start from one of these.'}
      </PageIntro>
      {q ? <SearchResults q={q} query={query} /> : <Ideas />}
    </div>
  );
}

function SearchResults({ q, query }: { q: string; query: GetAllFoodQueryInput }) {
  const [params] = useSearchParams();
  const list = useFoodList(foodsListKey(query), (dispatch) => dispatch(fetchFoods(query)));
  const { suggestions } = useSuggestions(q.length >= SUGGEST_MIN_CHARS ? q : '');
  const { total, page, totalPages } = list.pagination;
  return (
    <>
      {suggestions.length > 0 && (
        <PillNav
          label="Quick matches"
          title="Quick matches"
          className={styles.quick}
          links={suggestions.map((s) => ({ key: s._id, to: `/menu/${s._id}`, text: s.name }))}
        />
      )}
      <section aria-labelledby="search-results-heading">
        <h2 id="search-results-heading" className={styles.count} aria-live="polite">
          {list.status === 'ready' ? `${dishCount(total)} found` : 'Searching the kitchen…'}
        </h2>
        <FoodListView
          list={list}
          label="Search results"
          skeletonCount={4}
          empty={
            <>
              <StatePanel
                icon="search"
                title={`Nothing on the menu matches “${q}”`}
                actions={
                  <Link to="/menu" className="btn btn-primary">
                    Browse the full menu
                  </Link>
                }
              >
                <p>Check the spelling, try a shorter word, or explore a category below.</p>
              </StatePanel>
              <Ideas />
            </>
          }
        />
        {list.status === 'ready' && (
          <PaginationNav page={page} totalPages={totalPages} params={params} />
        )}
      </section>
    </>
  );
}

/** Categories to start from when there is nothing (or nothing found) to show. */
function Ideas() {
  const { data } = useCategories();
  if (!data?.length) return null;
  return (
    <PillNav
      label="Ideas"
      title="Try a category"
      className={styles.ideas}
      links={data.map((c) => ({ key: c._id, to: `/category/${c.slug}`, text: c.name }))}
    />
  );
}

interface PillNavProps {
  label: string;
  title: string;
  className: string | undefined;
  links: { key: string; to: string; text: string }[];
}

/** A titled row of link pills: the quick matches, or categories to try. */
function PillNav({ label, title, className, links }: PillNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <h2 className={styles.quickTitle}>{title}</h2>
      <ul className={styles.pills}>
        {links.map((l) => (
          <li key={l.key}>
            <Link to={l.to} className={styles.pill}>
              {l.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
