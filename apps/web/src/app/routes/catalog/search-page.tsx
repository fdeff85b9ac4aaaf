import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import type { GetAllFoodQueryInput } from '@ninetonine/contract';
import { FOOD_PAGE_SIZE, searchReadAs } from '@ninetonine/contract/core';
import { StatePanel } from '@/components/state-panel';
import {
  FoodListView,
  PageIntro,
  PaginationNav,
  SUGGEST_MIN_CHARS,
  allFoodsQuery,
  categoriesQuery,
  dishCount,
  searchTermFrom,
  useSuggestions,
} from '@/features/catalog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cardAddToCart } from './add-to-cart-actions';
import styles from './search-page.module.css';
import { MenuLink } from '@/components/menu-link';

const NO_PAGES = { page: 1, total: 0, totalPages: 0 };

/** Results for ?q= (and ?page=), with quick matches and ideas when nothing fits. */
export default function SearchPage() {
  const [params] = useSearchParams();
  // The header's search box shows the same term, read from the same URL.
  const q = searchTermFrom(params);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
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
  const list = useQuery(allFoodsQuery(query));
  const { suggestions } = useSuggestions(q.length >= SUGGEST_MIN_CHARS ? q : '');
  const { total, page, totalPages } = list.data?.pagination ?? NO_PAGES;
  const foods = list.data?.foods;
  // Quick matches are the dishes the results do not show already (issue 34, item 14).
  const quick = foods ? suggestions.filter((s) => !foods.some((f) => f._id === s._id)) : [];
  const readAs = foods
    ? searchReadAs(
        q,
        foods.map((f) => f.name),
      )
    : null;
  return (
    <>
      {quick.length > 0 && (
        <PillNav
          label="Quick matches"
          title="Quick matches"
          className={styles.quick}
          links={quick.map((s) => ({ key: s._id, to: `/menu/${s._id}`, text: s.name }))}
        />
      )}
      <section aria-labelledby="search-results-heading">
        <h2 id="search-results-heading" className={styles.count} aria-live="polite">
          {list.isSuccess ? `${dishCount(total)} found` : 'Searching the kitchen…'}
        </h2>
        {readAs && (
          <p className={styles.readAs} data-testid="search-read-as">
            Showing results for “{readAs}”
          </p>
        )}
        <FoodListView
          query={list}
          foods={foods}
          renderAction={cardAddToCart}
          label="Search results"
          skeletonCount={4}
          empty={
            <>
              <StatePanel
                icon="search"
                title={`Nothing on the menu matches “${q}”`}
                actions={<MenuLink>Browse the full menu</MenuLink>}
              >
                <p>Check the spelling, try a shorter word, or explore a category below.</p>
              </StatePanel>
              <Ideas />
            </>
          }
        />
        {list.isSuccess && <PaginationNav page={page} totalPages={totalPages} params={params} />}
      </section>
    </>
  );
}

/** Categories to start from when there is nothing (or nothing found) to show. */
function Ideas() {
  const { data } = useQuery(categoriesQuery());
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
      <ul className={`inline-list ${styles.pills}`}>
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
